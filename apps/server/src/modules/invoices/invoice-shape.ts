import { type ClientInvoice, type ClientInvoiceList, type FinanceFigures, type Invoice, type InvoiceList, type Payment, paymentMethodOf } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { seesStudioMoney } from '../../access/visibility.ts';
import { isoOrNull, isoString } from '../../lib/list.ts';
import type { InvoiceRow, PaymentRow } from './invoices.repository.ts';

/** What the client is billed: number, amounts, status and dates; none of the studio's costs. */
export const toClientInvoice = (row: InvoiceRow): ClientInvoice => ({
  id: row.id,
  invoiceNumber: row.invoiceNumber,
  projectId: row.projectId,
  projectName: row.projectName,
  client: row.client,
  company_id: row.companyId,
  service: row.service,
  status: row.status,
  summary_status: row.summaryStatus,
  baseAmount: row.baseAmount,
  gstRate: row.gstRate,
  gstAmount: row.gstAmount,
  total: row.total,
  lines: row.lines,
  currency: row.currency,
  sent_at: isoOrNull(row.sentAt),
  due_date: row.dueDate,
  paid_at: isoOrNull(row.paidAt),
  payment_method: row.status === 'paid' && row.paidWith ? paymentMethodOf(row.paidWith) : null,
  created_at: isoString(row.createdAt),
  updated_at: isoString(row.updatedAt),
});

const toPayment = (row: PaymentRow): Payment => ({ ...row, paid_at: isoString(row.paid_at), refunded_at: isoOrNull(row.refunded_at) });

/** The invoice as owner and staff see it: the billed invoice with its expenses, where it is e-mailed and how far its shoot is. */
export const toInvoice = (row: InvoiceRow): Invoice => ({
  ...toClientInvoice(row),
  client_email: row.clientEmail,
  project_status: row.projectStatus,
  totalExpense: row.totalExpense,
  expense: row.expense,
  payments: row.payments.map(toPayment),
});

/** The invoice as this actor may see it. */
export const invoiceFor = (row: InvoiceRow, actor: Actor): Invoice | ClientInvoice => (seesStudioMoney(actor) ? toInvoice(row) : toClientInvoice(row));

/** The cards as this actor may see them: the studio's figures (expenses, profit) only for staff, who see every invoice. */
export function invoiceStatsFor(stats: ClientInvoiceList['stats'], actor: Actor, studio: () => Promise<FinanceFigures>): Promise<InvoiceList['stats'] | ClientInvoiceList['stats']> | ClientInvoiceList['stats'] {
  if (!seesStudioMoney(actor)) return stats;
  return studio().then((finance) => ({
    ...stats,
    total_revenue: finance.revenue,
    total_billed: finance.billed,
    total_expenses: finance.expenses,
    net_profit: finance.profit,
    finance,
  }));
}
