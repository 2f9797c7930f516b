import type { ListQuery, WebhookDeliveryListQuery } from '@portal/contract';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { containsPattern, pageWindow, paginationOf } from '../../lib/list.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EndpointValues = Partial<Pick<EndpointRow, 'url' | 'description' | 'events' | 'isActive' | 'secret' | 'consecutiveFailures' | 'disabledAt' | 'disabledReason'>>;

/** When a failed delivery is tried again: `seconds` from the database's now, as the job's run_after. */
const inSeconds = (seconds: number) => sql`now() + ${seconds}::float8 * interval '1 second'`;

/** Whether an active endpoint takes one of these event types, as a boolean expression for a larger statement. */
export const activeEndpointTakes = (types: readonly string[]) =>
  sql<boolean>`exists (select 1 from ${webhookEndpoints} where ${webhookEndpoints.isActive} and ${webhookEndpoints.events} && array[${sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )}]::text[])`;

/** Endpoints and their deliveries. Only the owner reaches them (the service checks), so no actor scope. */
export function createWebhooksRepository(db: Db) {
  return {
    async listEndpoints(query: ListQuery) {
      const where: SQL | undefined = query.search
        ? or(ilike(webhookEndpoints.url, containsPattern(query.search)), ilike(webhookEndpoints.description, containsPattern(query.search)))
        : undefined;
      const window = pageWindow(query);
      const rowsQuery = db.select().from(webhookEndpoints).where(where).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
      const [rows, [totals], [stats]] = await Promise.all([
        window ? rowsQuery.limit(window.limit).offset(window.offset) : rowsQuery,
        db.select({ n: count() }).from(webhookEndpoints).where(where),
        db.select({ total: count(), active: sql<number>`count(*) filter (where ${webhookEndpoints.isActive})::int` }).from(webhookEndpoints),
      ]);
      const total = stats?.total ?? 0;
      const active = Number(stats?.active ?? 0);
      return { rows, pagination: paginationOf(window, totals?.n ?? 0), stats: { total, active, disabled: total - active } };
    },

    async findEndpoint(id: number, tx: Db = db) {
      const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row;
    },

    /** The endpoint's row, locked until the transaction ends (a change and a delivery's outcome take turns). */
    async lockEndpoint(id: number, tx: Db) {
      const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
      return row;
    },

    async insertEndpoint(values: Pick<EndpointRow, 'url' | 'description' | 'events' | 'secret' | 'createdBy'>) {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    async updateEndpoint(id: number, values: EndpointValues, tx: Db = db) {
      const [row] = await tx.update(webhookEndpoints).set({ ...values, updatedAt: sql`now()` }).where(eq(webhookEndpoints.id, id)).returning();
      return row;
    },

    /** Deletes the endpoint with its deliveries (cascade); their queued jobs find nothing and end. */
    async removeEndpoint(id: number) {
      const deleted = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
      return deleted.length > 0;
    },

    /** Every active endpoint with the event types it takes, in id order. */
    async activeSubscriptions(tx: Db) {
      return tx.select({ id: webhookEndpoints.id, events: webhookEndpoints.events }).from(webhookEndpoints).where(eq(webhookEndpoints.isActive, true)).orderBy(webhookEndpoints.id);
    },

    async insertDeliveries(rows: Array<Pick<DeliveryRow, 'endpointId' | 'eventId' | 'eventType' | 'body'>>, tx: Db) {
      if (!rows.length) return [];
      return tx
        .insert(webhookDeliveries)
        .values(rows.map((row) => ({ ...row, nextAttemptAt: sql`now()` })))
        .returning();
    },

    async listDeliveries(endpointId: number, query: WebhookDeliveryListQuery) {
      const ofEndpoint = eq(webhookDeliveries.endpointId, endpointId);
      const where = query.status ? and(ofEndpoint, eq(webhookDeliveries.status, query.status)) : ofEndpoint;
      const window = pageWindow(query);
      const rowsQuery = db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.id));
      const [rows, [totals], [stats]] = await Promise.all([
        window ? rowsQuery.limit(window.limit).offset(window.offset) : rowsQuery,
        db.select({ n: count() }).from(webhookDeliveries).where(where),
        db
          .select({
            total: count(),
            pending: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'pending')::int`,
            succeeded: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'succeeded')::int`,
            failed: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'failed')::int`,
          })
          .from(webhookDeliveries)
          .where(ofEndpoint),
      ]);
      return {
        rows,
        pagination: paginationOf(window, totals?.n ?? 0),
        stats: { total: stats?.total ?? 0, pending: Number(stats?.pending ?? 0), succeeded: Number(stats?.succeeded ?? 0), failed: Number(stats?.failed ?? 0) },
      };
    },

    async findDelivery(endpointId: number, deliveryId: number) {
      const [row] = await db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
      return row;
    },

    /** A delivery with what sending it needs from its endpoint. */
    async forSending(deliveryId: number) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret, isActive: webhookEndpoints.isActive })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, deliveryId));
      return row;
    },

    /**
     * One attempt's outcome on the delivery: succeeded, failed for good, or pending again in
     * `retryInSeconds`. Only a delivery still pending changes (one settled meanwhile stays as it is).
     */
    async recordAttempt(
      deliveryId: number,
      attempt: { status: 'pending' | 'succeeded' | 'failed'; responseStatus: number | null; durationMs: number | null; error: string | null; retryInSeconds?: number },
      tx: Db,
    ) {
      const [row] = await tx
        .update(webhookDeliveries)
        .set({
          status: attempt.status,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          responseStatus: attempt.responseStatus,
          durationMs: attempt.durationMs,
          error: attempt.error,
          lastAttemptAt: sql`now()`,
          nextAttemptAt: attempt.status === 'pending' && attempt.retryInSeconds !== undefined ? inSeconds(attempt.retryInSeconds) : null,
        })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')))
        .returning({ id: webhookDeliveries.id });
      return row !== undefined;
    },

    /** Fails a delivery that is still pending, without an attempt (its endpoint is off, or the job gave up). */
    async failPending(deliveryId: number, error: string, tx: Db = db) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', error, nextAttemptAt: null })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
    },

    /** A success clears the endpoint's run of failures. */
    async resetFailures(endpointId: number, tx: Db) {
      await tx.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.consecutiveFailures} <> 0`));
    },

    /** One more failure in a row; answers the new count and whether the endpoint is still on. */
    async countFailure(endpointId: number, tx: Db) {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning({ failures: webhookEndpoints.consecutiveFailures, isActive: webhookEndpoints.isActive, url: webhookEndpoints.url });
      return row;
    },

    /** Turns the endpoint off and fails every delivery of it still waiting. */
    async disable(endpointId: number, reason: string, tx: Db) {
      await tx
        .update(webhookEndpoints)
        .set({ isActive: false, disabledAt: sql`now()`, disabledReason: reason, updatedAt: sql`now()` })
        .where(eq(webhookEndpoints.id, endpointId));
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', error: reason, nextAttemptAt: null })
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
    },

    /** The owners' addresses: every active admin account. */
    async ownerEmails(tx: Db) {
      const rows = await tx.select({ email: users.email }).from(users).where(and(eq(users.type, 'admin'), eq(users.isActive, true))).orderBy(users.id);
      return rows.map((row) => row.email);
    },

    /** Deletes finished deliveries (succeeded or failed) created before `before`; pending ones stay. */
    async pruneDeliveries(before: Date) {
      const removed = await db
        .delete(webhookDeliveries)
        .where(and(inArray(webhookDeliveries.status, ['succeeded', 'failed']), sql`${webhookDeliveries.createdAt} < ${before}`))
        .returning({ id: webhookDeliveries.id });
      return removed.length;
    },

    /** Deliveries of these ids (tests, and the answer of test and resend). */
    async deliveries(ids: number[]) {
      return ids.length ? db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids)).orderBy(webhookDeliveries.id) : [];
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
