import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
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
import multipart from '@fastify/multipart';
import { createDerivatives } from './modules/derivatives/index.ts';
import { createFileLinks, createFileServices, createLinkFollower } from './modules/files/index.ts';
import { createServices } from './services.ts';
import type { FileStore } from './storage/file-store.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  store: FileStore;
  /** Signs file links; SECRET_KEY or the generated one kept under DATA_DIR. */
  secretKey: string;
  clock?: () => Date;
  /** Whether this instance makes derivatives and sweeps the store in the background (tests drive them by hand). */
  backgroundWork?: boolean;
  /** Where the built web app is; defaults to apps/web/dist. */
  webDistDir?: string;
  logger?: boolean;
  /** Outgoing e-mail; defaults to SMTP_URL, or the log when it is unset. */
  mailer?: Mailer;
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

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Plugins, then modules; no listen (tests use inject). */
export async function buildApp({ config, database, store, secretKey, clock, backgroundWork = true, webDistDir = defaultWebDist, logger = true, mailer }: AppDeps) {
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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => void reply.header('x-request-id', request.id));

  registerErrorHandler(app);
  await registerSecurityHeaders(app, await storageOrigin(store));
  await registerOpenApi(app, packageJson.version);

  const mail = mailer ?? createMailer(config, app.log);
  const notifications = createNotificationsService({
    recipients: createNotificationsRepository(database.db),
    mailer: mail,
    publicUrl: config.publicUrl,
    log: app.log,
    studioName: async () => (await createBusinessProfileRepository(database.db).get()).name,
  });
  const passwordLinks = createPasswordLinksService({
    tokens: createPasswordTokensRepository(database.db),
    accounts: createAuthRepository(database.db),
    mailer: mail,
    publicUrl: config.publicUrl,
    log: app.log,
    clock,
  });
  const services = createServices(database.db, { tokenTtlHours: config.tokenTtlHours, clock, notifications, invitations: passwordLinks, apiKeyRateLimit: config.apiKeyRateLimit });
  registerAuthentication(app, services.auth);

  const derivatives = createDerivatives({ db: database.db, store, logger: app.log, maxOriginalBytes: config.derivativeMaxBytes });
  const links = createFileLinks(secretKey, { ttlSeconds: config.signedUrlTtlSeconds, now: clock });
  const fileServices = createFileServices({
    db: database.db,
    store,
    links,
    projects: services.projects,
    derivatives: { queue: derivatives.queue, wake: () => derivatives.worker.wake() },
    maxUploadBytes: config.maxUploadBytes,
    log: app.log,
  });
  const authSweeper = createAuthSweeper({ repo: createAuthRepository(database.db), clock, log: app.log });
  const background = { derivatives, sweeper: fileServices.sweeper, authSweeper };
  app.decorate('background', background);
  if (backgroundWork) {
    app.addHook('onReady', async () => {
      derivatives.worker.start();
      fileServices.sweeper.start();
      authSweeper.start();
    });
  }
  app.addHook('onClose', async () => {
    await derivatives.worker.stop();
    await fileServices.sweeper.stop();
    await authSweeper.stop();
  });
  // Our byte counter refuses a file one byte past the limit, with the 413 message; busboy's limit is a backstop.
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes + 1, files: 1000, fields: 20, fieldSize: 1024 * 1024, parts: 1020 } });

  // The endpoint table reads the OpenAPI document once every route is registered.
  const system = createSystemService({ config, version: packageJson.version, ping: database.ping, store, openApi: () => app.swagger() });
  const health = { database, store, version: packageJson.version, clock };
  const handlerDeps = { services, files: fileServices, passwordLinks, system, health, linkFollower: createLinkFollower({ links, sessions: services.auth }) };
  await registerOperations(app, operationHandlers(handlerDeps), accessTargets(handlerDeps));

  await registerWebApp(app, webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type BackgroundWork = {
  derivatives: ReturnType<typeof createDerivatives>;
  sweeper: ReturnType<typeof createFileServices>['sweeper'];
  authSweeper: ReturnType<typeof createAuthSweeper>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The derivative worker, the storage sweeper and the login records sweeper of this instance. */
    background: BackgroundWork;
  }
}
