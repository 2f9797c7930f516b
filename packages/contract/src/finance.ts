import { z } from 'zod';
import { moneyString } from './list.ts';

/**
 * The studio's money in one set of words, the same on every screen that shows it (Dashboard,
 * Invoices, Overview, Income and Expense):
 * - revenue: what clients have paid: the totals of paid invoices, on the day they were paid;
 * - billed: what has been asked of clients: the totals of invoices sent (or paid without being sent);
 * - other_income: income entered by hand in the ledger (licences, rentals);
 * - expenses: the studio's own costs: expenses recorded on invoices plus expense entries in the ledger;
 * - profit: revenue + other income − expenses.
 */
export const financeFigures = z.object({
  revenue: moneyString,
  billed: moneyString,
  other_income: moneyString,
  expenses: moneyString,
  profit: moneyString,
});
export type FinanceFigures = z.infer<typeof financeFigures>;

/** Each figure's name and one-line meaning as the screens show them. */
export const financeLabels = {
  revenue: { label: 'Revenue', hint: 'Paid invoices' },
  billed: { label: 'Billed', hint: 'Invoices sent to clients' },
  other_income: { label: 'Other income', hint: 'Income entered in the ledger' },
  expenses: { label: 'Expenses', hint: 'Invoice expenses and ledger costs' },
  profit: { label: 'Profit', hint: 'Revenue + other income − expenses' },
} as const satisfies Record<keyof FinanceFigures, { label: string; hint: string }>;
