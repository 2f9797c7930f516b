import { sql } from 'drizzle-orm';
import { invoiceExpenses, invoices, projects, transactions } from '../../db/schema/index.ts';
import { paidInvoice } from '../finance/finance-definitions.ts';

/**
 * The business ledger, the one definition every screen's revenue, other income and expenses read (finance/):
 * entries made by hand, each paid invoice as income on the day it was paid, and each expense
 * recorded on an invoice as an expense on the invoice's date. Derived rows are read, never stored,
 * so nothing is counted twice.
 * Columns: source, id, type, amount, description, category, date, project_id, company_id, created_at.
 */
export const ledgerEntries = sql`(
  select 'manual'::text as source, ${transactions.id} as id, ${transactions.type} as type, ${transactions.amount} as amount,
    ${transactions.description} as description, ${transactions.category} as category, ${transactions.date} as date,
    ${transactions.projectId} as project_id, ${transactions.companyId} as company_id, ${transactions.createdAt} as created_at
  from ${transactions}
  union all
  select 'invoice', ${invoices.id}, 'income', ${invoices.total}, 'Invoice ' || ${invoices.invoiceNumber}, 'Service Revenue',
    (${invoices.paidAt} at time zone 'UTC')::date, ${invoices.projectId}, ${projects.companyId}, ${invoices.paidAt}
  from ${invoices} join ${projects} on ${projects.id} = ${invoices.projectId}
  where ${paidInvoice}
  union all
  select 'invoice_expense', ${invoiceExpenses.id}, 'expense', ${invoiceExpenses.amount}, ${invoiceExpenses.description}, 'Other Expense',
    (${invoices.createdAt} at time zone 'UTC')::date, ${invoices.projectId}, ${projects.companyId}, ${invoiceExpenses.createdAt}
  from ${invoiceExpenses} join ${invoices} on ${invoices.id} = ${invoiceExpenses.invoiceId} join ${projects} on ${projects.id} = ${invoices.projectId}
)`;
