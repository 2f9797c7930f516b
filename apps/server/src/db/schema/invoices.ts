import { defaultBusinessProfile } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { services } from './catalog.ts';
import { projects } from './projects.ts';

/** The last invoice number used per year; bumped in the transaction that creates the invoice, so numbers have no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** One invoice per project; status is paid or not_paid, draft/sent/overdue derive from sent_at and due_date. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .unique()
      .references(() => projects.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull().unique(),
    status: text('status', { enum: ['paid', 'not_paid'] }).notNull().default('not_paid'),
    baseAmount: money('base_amount').notNull(),
    gstRate: text('gst_rate').notNull(),
    gstAmount: money('gst_amount').notNull(),
    total: money('total').notNull(),
    /** The business currency when the invoice was issued (the repository sets it); a later change of the setting leaves it alone. */
    currency: text('currency').notNull().default(defaultBusinessProfile.currency),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    dueDate: date('due_date'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('invoices_status_idx').on(t.status), index('invoices_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const invoiceExpenses = pgTable(
  'invoice_expenses',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_expenses_invoice_idx').on(t.invoiceId)],
);

/** An invoice's lines: one per service of the shoot, priced when the invoice was issued; the invoice keeps their sums. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
    gstRate: text('gst_rate').notNull(),
    gstAmount: money('gst_amount').notNull(),
    total: money('total').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

/**
 * Every payment of an invoice: online by card (provider 'stripe', with the provider's ids) or
 * recorded by staff with Mark Paid ('manual'). A paid invoice has exactly one payment without
 * refunded_at (the unique index holds that under concurrency); a full refund or Mark Unpaid sets
 * refunded_at. Revenue still reads the invoice (paid, on paid_at), so each payment counts once.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'manual'] }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** The Checkout Session it completed: one payment per session, ever. */
    providerSessionId: text('provider_session_id').unique(),
    providerPaymentIntentId: text('provider_payment_intent_id'),
    providerChargeId: text('provider_charge_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Staff who recorded a manual payment; null for an online one. */
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    uniqueIndex('payments_one_standing_per_invoice_idx').on(t.invoiceId).where(sql`${t.refundedAt} is null`),
    index('payments_payment_intent_idx').on(t.providerPaymentIntentId),
  ],
);

/**
 * The payment provider's events that changed something, by their own id: a replayed or concurrent
 * delivery of the same event finds its row and changes nothing. A full refund of a payment not yet
 * recorded is kept here too (by payment intent), so its payment, arriving late, is recorded as refunded.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    paymentIntentId: text('payment_intent_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_intent_idx').on(t.paymentIntentId)],
);
