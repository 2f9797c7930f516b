import type { WebhookEventType } from '@portal/contract';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { newEventId } from './webhook-signature.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

/**
 * Tells the owner's endpoints about an event, inside the transaction of the write that caused it:
 * the deliveries and their jobs commit with that write, so a rolled-back write sends nothing.
 * `data` may be a function: it is then called only when some endpoint takes the event.
 */
export type PublishEvent = (type: WebhookEventType, data: object | (() => Promise<object>), tx: Db) => Promise<void>;

/** The body every delivery of an event carries, byte for byte: `{ id, type, created, data }`. */
export const eventBody = (id: string, type: string, created: Date, data: object) =>
  JSON.stringify({ id, type, created: Math.floor(created.getTime() / 1000), data });

export function createEventPublisher({ repo, jobs, clock = () => new Date() }: { repo: WebhooksRepository; jobs: Pick<JobQueue, 'enqueue'>; clock?: () => Date }) {
  /** One delivery and one job per endpoint; answers the deliveries. */
  async function deliver(endpointIds: number[], event: { id: string; type: string; body: string }, tx: Db) {
    const rows = await repo.insertDeliveries(
      endpointIds.map((endpointId) => ({ endpointId, eventId: event.id, eventType: event.type, body: event.body })),
      tx,
    );
    for (const row of rows) await jobs.enqueue('webhooks.deliver', { deliveryId: row.id }, { tx });
    return rows;
  }

  // Read once per transaction: a write that publishes several events asks the database once.
  const perTransaction = new WeakMap<Db, ReturnType<WebhooksRepository['activeSubscriptions']>>();
  function subscriptionsIn(tx: Db) {
    if (!(tx instanceof PgTransaction)) return repo.activeSubscriptions(tx);
    let read = perTransaction.get(tx);
    if (!read) perTransaction.set(tx, (read = repo.activeSubscriptions(tx)));
    return read;
  }

  const publish: PublishEvent = async (type, data, tx) => {
    const endpoints = (await subscriptionsIn(tx)).filter((endpoint) => endpoint.events.includes(type));
    if (!endpoints.length) return;
    const id = newEventId();
    const payload = typeof data === 'function' ? await data() : data;
    await deliver(endpoints.map((endpoint) => endpoint.id), { id, type, body: eventBody(id, type, clock(), payload) }, tx);
  };

  /** A new event of this type, not yet delivered anywhere (the test ping). */
  const newEvent = (type: string, data: object) => {
    const id = newEventId();
    return { id, type, body: eventBody(id, type, clock(), data) };
  };

  return { publish, deliver, newEvent };
}

export type EventPublisher = ReturnType<typeof createEventPublisher>;
