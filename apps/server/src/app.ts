import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { chooseLogFormat, prettyDestination } from './lib/log-format.ts';
import { ReadableLogController } from './lib/readable-log-controller.ts';
import { accessTargets, operationHandlers } from './http/operation-handlers.ts';
import { registerOperations } from './http/register-operations.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthSweeper } from './modules/auth/auth-sweeper.ts';
import { createPasswordLinksService } from './modules/auth/password-links.service.ts';
import { createPasswordTokensRepository } from './modules/auth/password-tokens.repository.ts';
import { createBusinessProfileRepository } from './modules/settings/business-profile.repository.ts';
import { createSystemService } from './modules/settings/system.service.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerJsonCompression } from './plugins/compress-json.ts';
import multipart from '@fastify/multipart';
import { createDerivatives, type Derivatives, type ImageProcessor } from './modules/derivatives/index.ts';
import { createFileLinks, createFileServices, createLinkFollower } from './modules/files/index.ts';
import { createServices } from './services.ts';
import type { FileStore } from './storage/file-store.ts';
import { createResumableStore } from './storage/create-resumable-store.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createNotificationJobs, createNotifications } from './modules/notifications/notifications.service.ts';
import { createWebhooks } from './modules/webhooks/index.ts';
import { createEmbeddedUpkeep } from './db/embedded-upkeep.ts';
import { createBackgroundWork, housekeepingSchedulesOn, type BackgroundWork } from './jobs/background-work.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createJobsRepository, type JobsRepository } from './jobs/jobs.repository.ts';
import { createMailJob } from './mail/mail-job.ts';
import { createOrderNotificationJobs, createOrderNotifications } from './modules/notifications/order-notifications.ts';
import { createOrderRecipientsRepository } from './modules/notifications/order-recipients.repository.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createStripeProvider } from './modules/payments/stripe-provider.ts';
import { transactor } from './lib/transaction.ts';
import { createActivityRepository } from './modules/activity/activity.repository.ts';
import { createFilesRepository } from './modules/files/files.repository.ts';
import { createRevisionNotificationJobs, createRevisionNotifications } from './modules/revisions/revision-notifications.ts';
import { createRevisionsRepository } from './modules/revisions/revisions.repository.ts';
import { createRevisionsService } from './modules/revisions/revisions.service.ts';
import { createListingZips } from './modules/listing/listing-zips.ts';
import { createSiteKeys } from './modules/listing/site-keys.ts';
import { createSiteService } from './modules/listing/site.service.ts';
import { createSitesRepository } from './modules/listing/sites.repository.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  store: FileStore;
  /** Signs file links; SECRET_KEY or the generated one kept under DATA_DIR. */
  secretKey: string;
  clock?: () => Date;
  /** Whether this instance runs background jobs and schedules (tests drive them by hand). */
  backgroundWork?: boolean;
  /** Where the built web app is; defaults to apps/web/dist. */
  webDistDir?: string;
  logger?: boolean;
  /** Outgoing e-mail; defaults to SMTP_URL, or the log when it is unset. */
  mailer?: Mailer;
  /** How often an idle job runner polls and the scheduler ticks; defaults 5 s and 15 s. */
  jobTiming?: { pollMs?: number; tickMs?: number };
  /** Makes derivatives and MLS copies; sharp in this process unless given (the server gives its image worker). */
  imageProcessor?: ImageProcessor;
}

/** Where a browser fetches files from when the store hands out its own URLs (S3), read off a presigned URL. */
async function storageOrigin(store: FileStore) {
  const probe = await store.downloadUrl('origin-probe', { expiresIn: 60, fileName: 'probe', contentType: 'application/octet-stream', disposition: 'attachment' });
  return probe ? new URL(probe).origin : undefined;
}

/** Fastify trusts no hop for a bare number, so a hop count becomes: believe the nearest N addresses. */
function proxyTrust(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * Every route validates and serializes with the contract's zod schemas. Given as the compilers'
 * factories, Fastify never loads its JSON-schema ones (ajv, fast-json-stringify): a start pays
 * about 200 ms for them. Fastify's types describe only factories of JSON-schema compilers.
 */
const zodSchemaCompilers = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions['schemaController'];

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Plugins, then modules; no listen (tests use inject). */
export async function buildApp({ config, database, store, secretKey, clock, backgroundWork = true, webDistDir = defaultWebDist, logger = true, mailer, jobTiming, imageProcessor }: AppDeps) {
  const readableLog = logger && chooseLogFormat(config.logFormat, process.stdout.isTTY === true) === 'pretty';
  const app = Fastify({
    logger: logger ? { level: config.logLevel, ...(readableLog ? { stream: prettyDestination(process.stdout) } : {}) } : false,
    ...(readableLog ? { logController: new ReadableLogController() } : {}),
    requestIdHeader: 'x-request-id',
    trustProxy: proxyTrust(config.trustProxy),
    // Signed file links carry their token in the path (about 200 characters).
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors,
    clientErrorHandler,
    schemaController: zodSchemaCompilers,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (request, reply) => void reply.header('x-request-id', request.id));

  registerErrorHandler(app);
  registerJsonCompression(app);
  registerSecurityHeaders(app, await storageOrigin(store));
  await registerOpenApi(app, packageJson.version);

  const mail = mailer ?? createMailer(config, app.log);
  const jobs = createJobsRepository(database.db);
  const queue = createJobQueue(jobs);
  const passwordLinks = createPasswordLinksService({
    tokens: createPasswordTokensRepository(database.db),
    accounts: createAuthRepository(database.db),
    jobs: queue,
    publicUrl: config.publicUrl,
    log: app.log,
    clock,
  });
  const webhooks = createWebhooks({ db: database.db, jobs: queue, secretKey, config, log: app.log, clock });
  const services = createServices(database.db, {
    tokenTtlHours: config.tokenTtlHours,
    clock,
    notifications: createNotifications(queue),
    invitations: passwordLinks,
    events: webhooks.publish,
    apiKeyRateLimit: config.apiKeyRateLimit,
    orderNotifications: createOrderNotifications(queue),
    publicUrl: config.publicUrl,
    onlinePayment: config.stripe !== undefined,
  });
  const payments = createPaymentsService({
    invoices: services.invoices,
    payments: createPaymentsRepository(database.db),
    provider: config.stripe && createStripeProvider(config.stripe),
    transact: transactor(database.db),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  registerAuthentication(app, services.auth);

  const mlsRule = async () => {
    const profile = await createBusinessProfileRepository(database.db).get();
    return { longEdge: profile.mls_long_edge, maxBytes: profile.mls_max_bytes };
  };
  const derivatives = createDerivatives({ db: database.db, jobs: queue, store, logger: app.log, maxOriginalBytes: config.derivativeMaxBytes, mlsRule, processor: imageProcessor });
  const sweepSoon = () => void queue.enqueue('sweep.storage', {}, { unlessQueued: true }).catch((error: unknown) => app.log.warn({ err: error }, 'could not queue a storage sweep'));
  const links = createFileLinks(secretKey, { ttlSeconds: config.signedUrlTtlSeconds, now: clock });
  const fileServices = createFileServices({
    db: database.db,
    store,
    links,
    projects: services.projects,
    derivatives: { queue: derivatives.queue, wake: () => background.runner.wake() },
    maxUploadBytes: config.maxUploadBytes,
    resumable: await createResumableStore(config),
    uploadExpiryMs: config.uploadExpiryHours * 3_600_000,
    log: app.log,
    sweepSoon,
    events: webhooks.publish,
  });
  const authSweeper = createAuthSweeper({ repo: createAuthRepository(database.db), clock });
  const upkeep = createEmbeddedUpkeep({ db: database.db, log: app.log });
  const background = createBackgroundWork({
    db: database.db,
    jobs,
    queue,
    logger: app.log,
    clock,
    timing: jobTiming,
    schedules: housekeepingSchedulesOn(database.kind),
    handlers: {
      'derivatives.make': derivatives.handler,
      'mail.send': createMailJob(mail),
      ...createNotificationJobs({
        recipients: createNotificationsRepository(database.db),
        mailer: mail,
        publicUrl: config.publicUrl,
        onlinePayment: config.stripe !== undefined,
        studioName: async () => (await createBusinessProfileRepository(database.db).get()).name,
      }),
      ...createOrderNotificationJobs({
        facts: createOrderRecipientsRepository(database.db),
        mailer: mail,
        publicUrl: config.publicUrl,
        profile: () => createBusinessProfileRepository(database.db).get(),
      }),
      'sweep.storage': { handle: () => fileServices.sweeper.sweepOnce() },
      'sweep.login_records': { handle: () => authSweeper.sweepOnce() },
      'db.upkeep': { handle: async () => void (await upkeep.vacuumOnce()) },
      ...createRevisionNotificationJobs({
        db: database.db,
        staff: createOrderRecipientsRepository(database.db),
        mailer: mail,
        publicUrl: config.publicUrl,
        studioName: async () => (await createBusinessProfileRepository(database.db).get()).name,
      }),
      ...webhooks.handlers,
    },
  });
  app.decorate('background', { ...background, queue, jobs, derivatives, sweeper: fileServices.sweeper, authSweeper });
  if (backgroundWork) {
    app.addHook('onReady', async () => {
      background.start();
      // A start sweeps at once what a killed process left (partial uploads), not at the next scheduled round.
      sweepSoon();
      void derivatives.removeStaleCopies().catch((error: unknown) => app.log.warn({ err: error }, 'could not clear old copies of originals'));
    });
  }
  app.addHook('onClose', () => background.stop());
  // Our byte counter refuses a file one byte past the limit, with the 413 message; busboy's limit is a backstop.
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes + 1, files: 1000, fields: 20, fieldSize: 1024 * 1024, parts: 1020 } });

  // The endpoint table reads the OpenAPI document once every route is registered.
  const system = createSystemService({ config, version: packageJson.version, ping: database.ping, store, openApi: () => app.swagger() });
  const health = { database, store, version: packageJson.version, clock };
  const revisions = createRevisionsService({
    revisions: createRevisionsRepository(database.db),
    projects: services.projects,
    files: createFilesRepository(database.db),
    gate: fileServices.gate,
    links,
    settings: createBusinessProfileRepository(database.db),
    invoices: services.invoices,
    activity: createActivityRepository(database.db),
    transact: transactor(database.db),
    clock,
    notify: createRevisionNotifications(queue),
    events: webhooks.publish,
  });
  const sitesRepository = createSitesRepository(database.db);
  const profileRepository = createBusinessProfileRepository(database.db);
  const listing = {
    listing: services.listing,
    site: createSiteService({ sites: sitesRepository, keys: createSiteKeys(secretKey), store, profile: () => profileRepository.get(), logo: () => profileRepository.getLogo(), publicUrl: config.publicUrl, clock }),
    zips: createListingZips({ sites: sitesRepository, gate: fileServices.gate, store, links, zips: fileServices.zips, processor: derivatives.processor, mlsRule, log: app.log }),
  };
  const handlerDeps = { services, files: fileServices, passwordLinks, system, health, linkFollower: createLinkFollower({ links, sessions: services.auth }), webhooks: webhooks.service, payments, revisions, listing };
  await registerOperations(app, operationHandlers(handlerDeps), accessTargets(handlerDeps));

  await registerWebApp(app, webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type AppBackground = BackgroundWork & {
  queue: JobQueue;
  jobs: JobsRepository;
  derivatives: Derivatives;
  sweeper: ReturnType<typeof createFileServices>['sweeper'];
  authSweeper: ReturnType<typeof createAuthSweeper>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's job runner and scheduler, the job queue, and the sweeps (tests drive them by hand). */
    background: AppBackground;
  }
}
