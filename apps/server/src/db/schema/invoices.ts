import { defaultBusinessProfile } from '@portal/contract';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
