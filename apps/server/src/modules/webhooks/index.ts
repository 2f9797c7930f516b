import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobHandlers } from '../../jobs/job-handler.ts';
import type { JobsLogger } from '../../jobs/job-runner.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { createSecretSealer } from '../../lib/sealed-secret.ts';
import { transactor } from '../../lib/transaction.ts';
import { createEventPublisher } from './event-publisher.ts';
import type { ResolveHost } from './outbound-address.ts';
import type { SendOptions, SendResult } from './send-webhook.ts';
import { createDeliveryHandler } from './webhook-delivery.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';
import { createWebhooksService } from './webhooks.service.ts';

export type { PublishEvent } from './event-publisher.ts';
export { webhooksHandlers } from './webhooks.handlers.ts';
export type { WebhooksService } from './webhooks.service.ts';

/** The delivery log keeps finished deliveries this long. */
export const deliveryLogKeptMs = 30 * 24 * 3_600_000;

/** Seals and opens the endpoints' signing secrets with the server's secret key. */
export const webhookSecrets = (secretKey: string) => createSecretSealer(secretKey, 'webhook-endpoint-secret');

interface Deps {
  db: Db;
  /** Queues deliveries (in the caller's transaction) and the owner's e-mail; the app's queue also wakes its runner. */
  jobs: Pick<JobQueue, 'enqueue'>;
  /** Seals the endpoints' signing secrets at rest (SECRET_KEY, or the generated one). */
  secretKey: string;
  config: Pick<Config, 'webhooksAllowPrivate' | 'publicUrl'>;
  log?: Pick<JobsLogger, 'warn'>;
  clock?: () => Date;
  /** Name resolution and sending, replaceable in tests. */
  resolve?: ResolveHost;
  send?: (options: SendOptions) => Promise<SendResult>;
}

/**
 * Outbound webhooks wired once: the owner's service (endpoints, log, test, resend), `publish` for
 * the services that emit events (inside their transaction), and the job handler that delivers.
 */
export function createWebhooks({ db, jobs, secretKey, config, log, clock, resolve, send }: Deps) {
  const repo = createWebhooksRepository(db);
  const sealer = webhookSecrets(secretKey);
  const transact = transactor(db);
  const publisher = createEventPublisher({ repo, jobs, clock });
  const allowPrivate = config.webhooksAllowPrivate;
  const now = clock ?? (() => new Date());
  const handlers = {
    'webhooks.prune': { handle: async () => void (await repo.pruneDeliveries(new Date(now().getTime() - deliveryLogKeptMs))) },
    'webhooks.deliver': createDeliveryHandler({ repo, jobs, transact, sealer, allowPrivate, settingsUrl: `${config.publicUrl}/settings?tab=webhooks`, log, send, resolve }),
  } satisfies JobHandlers;
  return {
    service: createWebhooksService({ repo, publisher, sealer, transact, allowPrivate, resolve }),
    publish: publisher.publish,
    handlers,
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
