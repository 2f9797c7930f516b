import type { Db } from '../../db/client.ts';
import { PermanentJobError, type JobHandler } from '../../jobs/job-handler.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { JobsLogger } from '../../jobs/job-runner.ts';
import type { SecretSealer } from '../../lib/sealed-secret.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ResolveHost } from './outbound-address.ts';
import { sendWebhook, type SendOptions, type SendResult } from './send-webhook.ts';
import { signatureHeader, signWebhook } from './webhook-signature.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

/**
 * Seconds before the next attempt after attempt `attempt` failed: 30 s, 1, 2, 4 … 128 min, then
 * every 4 h. With 15 attempts (job-kinds.ts) the last comes about 24 h after the first.
 */
export const webhookBackoffSeconds = (attempt: number) => Math.min(30 * 2 ** (attempt - 1), 4 * 3600);

/** Failed deliveries in a row (any success resets the count) that turn an endpoint off. */
export const disableAfterFailures = 50;

export const webhookUserAgent = 'Portal-Webhooks/1';

interface Deps {
  repo: WebhooksRepository;
  jobs: Pick<JobQueue, 'enqueue'>;
  transact: Transact;
  sealer: SecretSealer;
  allowPrivate: boolean;
  /** Where the owner turns the endpoint back on, for the e-mail. */
  settingsUrl: string;
  log?: Pick<JobsLogger, 'warn'>;
  send?: (options: SendOptions) => Promise<SendResult>;
  resolve?: ResolveHost;
}

function disabledMail(url: string, lastError: string | null, settingsUrl: string) {
  return {
    subject: `Webhook endpoint disabled: ${url}`,
    text: [
      `The webhook endpoint ${url} failed ${disableAfterFailures} deliveries in a row, so the portal has stopped sending events to it.`,
      lastError ? `The last attempt: ${lastError}` : '',
      `Once it answers again, turn it back on under Settings, Webhooks (${settingsUrl}); failed deliveries can be sent again from its delivery log.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/** The `webhooks.deliver` job: one signed POST of a delivery's stored body, retried with backoff. */
export function createDeliveryHandler({ repo, jobs, transact, sealer, allowPrivate, settingsUrl, log, send = sendWebhook, resolve }: Deps): JobHandler<'webhooks.deliver'> {
  /** A failed attempt: on the delivery, and one more failure of the endpoint, which is turned off at the limit. Answers whether it was. */
  async function recordFailure(deliveryId: number, endpointId: number, result: SendResult, attempt: number, finalAttempt: boolean, tx: Db) {
    await repo.recordAttempt(
      deliveryId,
      { status: finalAttempt ? 'failed' : 'pending', responseStatus: result.status, durationMs: result.durationMs, error: result.error, retryInSeconds: webhookBackoffSeconds(attempt) },
      tx,
    );
    const endpoint = await repo.countFailure(endpointId, tx);
    if (!endpoint?.isActive || endpoint.failures < disableAfterFailures) return false;
    await repo.disable(endpointId, `Disabled after ${disableAfterFailures} failed deliveries in a row`, tx);
    const mail = disabledMail(endpoint.url, result.error, settingsUrl);
    for (const to of await repo.ownerEmails(tx)) await jobs.enqueue('mail.send', { to, ...mail }, { tx });
    log?.warn({ endpointId, url: endpoint.url }, 'webhook endpoint disabled after repeated failures');
    return true;
  }

  return {
    backoffSeconds: webhookBackoffSeconds,

    async handle({ deliveryId }, context) {
      const found = await repo.forSending(deliveryId);
      // Gone with its endpoint, or settled already (its endpoint was disabled meanwhile).
      if (!found || found.delivery.status !== 'pending') return;
      const { delivery } = found;
      if (!found.isActive) {
        await repo.failPending(deliveryId, 'Not sent: the endpoint is disabled');
        return;
      }
      let secret: string;
      try {
        secret = sealer.open(found.secret);
      } catch {
        throw new PermanentJobError("The endpoint's secret cannot be read with this server's SECRET_KEY; roll the secret");
      }
      // Signed at send time, so each retry carries a fresh timestamp.
      const timestamp = Math.floor(Date.now() / 1000);
      const result = await send({
        url: found.url,
        body: delivery.body,
        allowPrivate,
        resolve,
        headers: { 'content-type': 'application/json', 'user-agent': webhookUserAgent, [signatureHeader]: signWebhook(secret, delivery.body, timestamp) },
      });

      if (result.ok) {
        await transact(async (tx) => {
          await repo.recordAttempt(deliveryId, { status: 'succeeded', responseStatus: result.status, durationMs: result.durationMs, error: null }, tx);
          await repo.resetFailures(delivery.endpointId, tx);
          await context.complete(tx);
        });
        return;
      }
      const disabled = await transact((tx) => recordFailure(deliveryId, delivery.endpointId, result, context.attempt, context.finalAttempt, tx));
      const reason = result.error ?? `Answered ${result.status}`;
      if (disabled) throw new PermanentJobError(`${reason}; the endpoint is now disabled`);
      throw new Error(reason);
    },

    /** When the job gives up (out of attempts, or an error no retry fixes), a delivery still pending fails with it. */
    async settle({ deliveryId }, outcome, error, tx) {
      if (outcome === 'failed') await repo.failPending(deliveryId, error, tx);
    },
  };
}
