import type { ClientInvoice, ClientInvoiceList, Invoice, InvoiceList } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { seesStudioMoney } from '../../access/visibility.ts';
import { isoOrNull, isoString } from '../../lib/list.ts';
import type { InvoiceRow } from './invoices.repository.ts';

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
  currency: row.currency,
  sent_at: isoOrNull(row.sentAt),
  due_date: row.dueDate,
  paid_at: isoOrNull(row.paidAt),
  created_at: isoString(row.createdAt),
  updated_at: isoString(row.updatedAt),
});

/** The invoice as owner and staff see it: the billed invoice with its expenses. */
export const toInvoice = (row: InvoiceRow): Invoice => ({ ...toClientInvoice(row), totalExpense: row.totalExpense, expense: row.expense });

/** The invoice as this actor may see it. */
export const invoiceFor = (row: InvoiceRow, actor: Actor): Invoice | ClientInvoice => (seesStudioMoney(actor) ? toInvoice(row) : toClientInvoice(row));

/** The cards as this actor may see them: expenses and profit are the studio's. */
export function invoiceStatsFor(stats: InvoiceList['stats'], actor: Actor): InvoiceList['stats'] | ClientInvoiceList['stats'] {
  if (seesStudioMoney(actor)) return stats;
  const { total_expenses: _expenses, net_profit: _profit, ...billed } = stats;
  return billed;
}
