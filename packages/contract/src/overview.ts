import { z } from 'zod';
import { moneyString } from './list.ts';

/** The Overview's periods; each ends today, in UTC. */
export const overviewPeriods = ['this_month', 'last_month', 'this_quarter', 'this_year', 'last_12_months'] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];
export const overviewPeriodLabels: Record<OverviewPeriod, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_quarter: 'This quarter',
  this_year: 'This year',
  last_12_months: 'Last 12 months',
};

export const overviewQuery = z.object({
  period: z.enum(overviewPeriods, { error: `period must be one of ${overviewPeriods.join(', ')}` }).default('this_year'),
});

/**
 * The six cards (issue 6): sales = invoiced totals; purchase = expenses (invoice expenses and
 * ledger expenses); orders = projects booked; sales return = invoiced totals of cancelled projects;
 * purchase rate = purchase / sales as a percentage (null without sales); profit = sales - sales return - purchase.
 */
export const overviewStats = z.object({
  sales: moneyString,
  purchase: moneyString,
  orders: z.number().int(),
  sales_return: moneyString,
  purchase_rate: z.string().nullable(),
  profit: moneyString,
});
export type OverviewStats = z.infer<typeof overviewStats>;

/** One month of the Overall Balance chart: money in, money out, and money owed back (paid invoices of cancelled projects). */
export const balanceMonth = z.object({ month: z.string(), income: moneyString, expense: moneyString, cashback: moneyString });
export type BalanceMonth = z.infer<typeof balanceMonth>;

export const recentActivity = z.object({
  id: z.number().int(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().int().nullable(),
  /** What the entry is about, by name (the project's), while it still exists. */
  subject: z.string().nullable(),
  actor_name: z.string(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type RecentActivity = z.infer<typeof recentActivity>;

export const overview = z.object({
  period: z.object({ key: z.enum(overviewPeriods), from: z.string(), to: z.string() }),
  stats: overviewStats,
  /** The twelve months ending with the period's last month, oldest first. */
  balance: z.array(balanceMonth),
  recent_activity: z.array(recentActivity),
});
export type Overview = z.infer<typeof overview>;
