import type { Overview, OverviewPeriod } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import { balanceMonths, periodRange } from './overview-period.ts';
import type { OverviewRepository } from './overview.repository.ts';

const recentLimit = 10;

/** purchase / sales as a percentage with one decimal, exact; null when nothing was sold. */
export function purchaseRate(purchase: string, sales: string): string | null {
  const salesCents = toCents(sales);
  if (salesCents === 0n) return null;
  const tenths = (toCents(purchase) * 1000n + salesCents / 2n) / salesCents;
  return `${tenths / 10n}.${tenths % 10n}`;
}

/** The owner's Overview (issue 6): the period's six figures, a year of balance by month, recent activity. */
export function createOverviewService({ overview, clock = () => new Date() }: { overview: OverviewRepository; clock?: () => Date }) {
  return {
    async get(actor: Actor, period: OverviewPeriod): Promise<Overview> {
      requireAccess(actor, 'dashboard.read');
      const range = periodRange(period, clock());
      const months = balanceMonths(range.to);
      const chartRange = { from: `${months[0]}-01`, to: range.to };
      const [figures, balance, recent] = await Promise.all([overview.stats(range), overview.balance(chartRange), overview.recentActivity(recentLimit)]);
      const purchase = figures.purchase;
      const byMonth = new Map(balance.map((row) => [row.month, row]));
      return {
        period: { key: period, ...range },
        stats: {
          sales: figures.sales,
          purchase,
          orders: Number(figures.orders),
          sales_return: figures.sales_return,
          purchase_rate: purchaseRate(purchase, figures.sales),
          profit: fromCents(toCents(figures.sales) - toCents(figures.sales_return) - toCents(purchase)),
        },
        balance: months.map((month) => byMonth.get(month) ?? { month, income: '0.00', expense: '0.00', cashback: '0.00' }),
        recent_activity: recent,
      };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
