import type { FinanceFigures } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { fromCents, moneyText as moneySum, toCents } from '../../lib/money.ts';
import { ledgerEntries } from '../transactions/ledger.ts';
import { billedInvoice, billedOn } from './finance-definitions.ts';

/** Days from `from` to `to`, both YYYY-MM-DD and inclusive. */
export interface DateRange {
  from: string;
  to: string;
}

/** Profit as every screen shows it: revenue + other income − expenses, exact. */
export const profitOf = ({ revenue, other_income, expenses }: Omit<FinanceFigures, 'profit' | 'billed'>) =>
  fromCents(toCents(revenue) + toCents(other_income) - toCents(expenses));

/**
 * The studio's revenue, billed, other income, expenses and profit: the one reading every screen
 * that shows money asks (Dashboard, Invoices, Overview, Income and Expense). Revenue, other
 * income and expenses are the ledger's (transactions/ledger.ts) so each entry counts on its day;
 * billed is what has left draft. Without a range: everything so far.
 */
export function createFinanceRepository(db: Db) {
  return {
    async figures(range?: DateRange): Promise<FinanceFigures> {
      const inLedgerRange = range ? sql`ledger.date between ${range.from}::date and ${range.to}::date` : sql`true`;
      const inBilledRange = range ? sql`${billedOn} between ${range.from}::date and ${range.to}::date` : sql`true`;
      const result = await db.execute<Omit<FinanceFigures, 'profit'>>(sql`
        select
          ${moneySum(sql`sum(ledger.amount) filter (where ledger.source = 'invoice')`)} as revenue,
          ${moneySum(sql`sum(ledger.amount) filter (where ledger.type = 'income' and ledger.source <> 'invoice')`)} as other_income,
          ${moneySum(sql`sum(ledger.amount) filter (where ledger.type = 'expense')`)} as expenses,
          (select ${moneySum(sql`sum(${invoices.total})`)} from ${invoices} where ${billedInvoice} and ${inBilledRange}) as billed
        from ${ledgerEntries} ledger where ${inLedgerRange}
      `);
      const row = result.rows[0]!;
      return { revenue: row.revenue, billed: row.billed, other_income: row.other_income, expenses: row.expenses, profit: profitOf(row) };
    },
  };
}

export type FinanceRepository = ReturnType<typeof createFinanceRepository>;
