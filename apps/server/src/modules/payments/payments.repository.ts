import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/index.ts';

export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'createdAt'>;

/** Payments of invoices and the provider's events already applied. Callers pass their transaction. */
export function createPaymentsRepository(db: Db) {
  return {
    async insert(values: NewPayment, tx: Db = db) {
      const [row] = await tx.insert(payments).values(values).returning({ id: payments.id });
      return row!.id;
    },

    /** Ends the invoice's standing payment (refunded, or Mark Unpaid), answering its id when there was one. */
    async endStanding(invoiceId: number, at: Date, tx: Db, chargeId?: string) {
      const [row] = await tx
        .update(payments)
        .set({ refundedAt: at, ...(chargeId && { providerChargeId: chargeId }) })
        .where(and(eq(payments.invoiceId, invoiceId), isNull(payments.refundedAt)))
        .returning({ id: payments.id });
      return row?.id;
    },

    async bySession(sessionId: string, tx: Db) {
      const [row] = await tx.select().from(payments).where(eq(payments.providerSessionId, sessionId));
      return row;
    },

    async byPaymentIntent(paymentIntentId: string, tx: Db) {
      const [row] = await tx.select().from(payments).where(eq(payments.providerPaymentIntentId, paymentIntentId));
      return row;
    },

    /**
     * Records that an event was applied; false when it already was (a replay, or a concurrent
     * delivery that committed first), so the caller changes nothing.
     */
    async recordEvent(values: typeof paymentEvents.$inferInsert, tx: Db) {
      const inserted = await tx.insert(paymentEvents).values(values).onConflictDoNothing({ target: paymentEvents.eventId }).returning({ eventId: paymentEvents.eventId });
      return inserted.length > 0;
    },

    /** Whether a full refund of this payment intent arrived before its payment did. */
    async refundSeen(paymentIntentId: string, tx: Db) {
      const [row] = await tx
        .select({ eventId: paymentEvents.eventId })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentIntentId, paymentIntentId), eq(paymentEvents.type, 'charge.refunded')))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Holds one provider payment (by its payment intent or session) until the transaction ends: its
     * completion and its refund, delivered at once in any order, take turns.
     */
    async holdProviderPayment(key: string, tx: Db) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment:${key}`}, 0))`);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
