import { z } from 'zod';
import { financeFigures } from './finance.ts';
import { moneyString } from './list.ts';

/** The Overview's periods; each ends today, in UTC. */
export const overviewPeriods = ['this_month', 'last_month', 'this_quarter', 'this_year', 'last_12_months', 'all_time'] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];
export const overviewPeriodLabels: Record<OverviewPeriod, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_quarter: 'This quarter',
  this_year: 'This year',
  last_12_months: 'Last 12 months',
  all_time: 'All time',
};

export const overviewQuery = z.object({
  period: z.enum(overviewPeriods, { error: `period must be one of ${overviewPeriods.join(', ')}` }).default('this_year'),
});

/**
 * The six cards, in the studio's words (finance.ts over the period): sales = revenue (paid
 * invoices); purchase = expenses; orders = shoots booked; sales return = refunds due (paid
 * invoices of cancelled shoots); purchase rate = expenses as a percentage of revenue (null
 * without revenue); profit = revenue + other income − expenses.
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

/** One month of the Overall Balance chart: money in, money out, and refunds due (`cashback`: paid invoices of cancelled shoots). */
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
  /** The studio's figures over the period, as every screen reads them. */
  finance: financeFigures,
  /** The twelve months ending with the period's last month, oldest first. */
  balance: z.array(balanceMonth),
  recent_activity: z.array(recentActivity),
});
export type Overview = z.infer<typeof overview>;
