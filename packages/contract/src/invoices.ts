import { z } from 'zod';
import { financeFigures } from './finance.ts';
import { descriptionText, idRef, listQuery, listResponse, moneyInput, moneyString, nulError, nulFree } from './list.ts';
import { payment, paymentMethods } from './payments.ts';

export const invoiceStatuses = ['paid', 'not_paid'] as const;
export const invoiceStatus = z.enum(invoiceStatuses, { error: 'status must be paid or not_paid' });
export type InvoiceStatus = z.infer<typeof invoiceStatus>;

/** The summary screen's reading: derived from status, sent_at and due_date. */
export const invoiceSummaryStatuses = ['draft', 'sent', 'paid', 'overdue'] as const;
export type InvoiceSummaryStatus = (typeof invoiceSummaryStatuses)[number];

export const expenseEntry = z.object({ description: z.string(), amount: moneyString });
export type ExpenseEntry = z.infer<typeof expenseEntry>;

/** One line of an invoice: a service of the shoot, priced by `priceServices` (pricing.ts) when issued. */
export const invoiceLine = z.object({
  service_id: z.number().int().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: moneyString,
  amount: moneyString,
  gst_rate: z.string(),
  gst_amount: moneyString,
  total: moneyString,
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** An invoice as the client it bills sees it: what is billed, its status and dates; never the studio's costs. */
export const clientInvoice = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  client: z.string(),
  company_id: z.number().int(),
  service: z.string().nullable(),
  status: invoiceStatus,
  summary_status: z.enum(invoiceSummaryStatuses),
  /** The sum of the lines' amounts. */
  baseAmount: moneyString,
  /** The lines' GST rate when they share one, else `mixed`. */
  gstRate: z.string(),
  /** The sum of the lines' GST. */
  gstAmount: moneyString,
  /** baseAmount + gstAmount. */
  total: moneyString,
  /** One line per service of the shoot, in order. */
  lines: z.array(invoiceLine),
  /** The currency the invoice was issued in (the business currency then); it never changes afterwards. */
  currency: z.string(),
  sent_at: z.string().nullable(),
  due_date: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** How a paid invoice was paid: 'card' online, 'manual' when the studio recorded it; null while not paid. */
  payment_method: z.enum(paymentMethods).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClientInvoice = z.infer<typeof clientInvoice>;

/** An invoice as owner and staff see it: the billed invoice with the studio's expenses on it. */
export const invoice = clientInvoice.extend({
  /** The client company's e-mail, where Send and Mark Paid write to. */
  client_email: z.string(),
  /** The shoot's status: whether paying unlocks downloads at once (completed) or later. */
  project_status: z.string(),
  totalExpense: moneyString,
  expense: z.array(expenseEntry),
  /** Every payment of the invoice, oldest first, refunded ones included. */
  payments: z.array(payment),
});
export type Invoice = z.infer<typeof invoice>;

/** One invoice as its reader may see it: staff get the whole invoice, a client the billed one. */
export const invoiceForReader = z.union([invoice, clientInvoice]);

/**
 * An expense entry is `{description, amount}` or a plain text whose trailing number is the
 * amount ("Drone permit 1500"); blank entries are dropped.
 */
export const expenseInput = z.union(
  [
    z.object({ description: descriptionText('expense.description').max(500).min(1, { error: 'expense.description is required' }), amount: moneyInput('expense.amount') }),
    z.string({ error: 'expense entries must be text or {description, amount}' }).max(500, { error: 'expense entries must be at most 500 characters' }).regex(nulFree, nulError('expense')),
  ],
  { error: 'expense entries must be text or {description, amount}' },
);

export const updateInvoiceInput = z
  .object({
    status: invoiceStatus.optional(),
    expense: z.array(expenseInput, { error: 'expense must be a list' }).max(200, { error: 'expense may hold at most 200 entries' }).optional(),
  })
  .refine((v) => v.status !== undefined || v.expense !== undefined, { error: 'body: send status or expense', path: ['body'] });
export type UpdateInvoiceInput = z.infer<typeof updateInvoiceInput>;

export const generateInvoiceInput = z.object({ projectId: idRef('projectId') });

/** `status` filters by the stored paid/not_paid or by the derived draft/sent/overdue. */
export const invoiceListQuery = listQuery.extend({
  status: z.enum([...invoiceStatuses, 'draft', 'sent', 'overdue'], { error: 'status must be paid, not_paid, draft, sent or overdue' }).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** A client's cards: what it has paid, been billed and still owes. */
export const clientInvoiceStats = z.object({
  /** Paid invoices' totals (revenue, finance.ts). */
  total_revenue: moneyString,
  /** Sent or paid invoices' totals (billed, finance.ts). */
  total_billed: moneyString,
  paid: z.number().int(),
  total: z.number().int(),
  /** Sent (or overdue) and not yet paid: what clients owe. */
  pending_amount: moneyString,
  overdue: z.number().int(),
});

/** Staff cards: Total Revenue, Total Expenses, Net Profit, Paid Invoices (paid/total); the first three are the studio's figures (finance.ts). */
export const invoiceStats = clientInvoiceStats.extend({
  total_expenses: moneyString,
  net_profit: moneyString,
  finance: financeFigures,
});
export const invoiceList = listResponse(invoice, invoiceStats);
export type InvoiceList = z.infer<typeof invoiceList>;
export const clientInvoiceList = listResponse(clientInvoice, clientInvoiceStats);
export type ClientInvoiceList = z.infer<typeof clientInvoiceList>;
/** The invoice list as its reader may see it (staff first: a staff answer also fits the client shape). */
export const invoiceListForReader = z.union([invoiceList, clientInvoiceList]);
