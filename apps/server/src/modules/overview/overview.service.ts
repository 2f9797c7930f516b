import type { Overview, OverviewPeriod } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import { toCents } from '../../lib/money.ts';
import type { FinanceRepository } from '../finance/finance.repository.ts';
import { balanceMonths, periodRange } from './overview-period.ts';
import type { OverviewRepository } from './overview.repository.ts';

const recentLimit = 10;

/** expenses / revenue as a percentage with one decimal, exact; null without revenue. */
export function purchaseRate(expenses: string, revenue: string): string | null {
  const revenueCents = toCents(revenue);
  if (revenueCents === 0n) return null;
  const tenths = (toCents(expenses) * 1000n + revenueCents / 2n) / revenueCents;
  return `${tenths / 10n}.${tenths % 10n}`;
}

/** The owner's Overview: the studio's figures over a period (finance/), a year of balance by month, recent activity. */
export function createOverviewService({ overview, finance, clock = () => new Date() }: { overview: OverviewRepository; finance: FinanceRepository; clock?: () => Date }) {
  return {
    async get(actor: Actor, period: OverviewPeriod): Promise<Overview> {
      requireAccess(actor, 'dashboard.read');
      const range = periodRange(period, clock(), period === 'all_time' ? await overview.firstDay() : undefined);
      const months = balanceMonths(range.to);
      const chartRange = { from: `${months[0]}-01`, to: range.to };
      const [figures, studio, balance, recent] = await Promise.all([
        overview.stats(range),
        finance.figures(range),
        overview.balance(chartRange),
        overview.recentActivity(recentLimit),
      ]);
      const byMonth = new Map(balance.map((row) => [row.month, row]));
      return {
        period: { key: period, ...range },
        stats: {
          sales: studio.revenue,
          purchase: studio.expenses,
          orders: figures.shootsBooked,
          sales_return: figures.refundsDue,
          purchase_rate: purchaseRate(studio.expenses, studio.revenue),
          profit: studio.profit,
        },
        finance: studio,
        balance: months.map((month) => byMonth.get(month) ?? { month, income: '0.00', expense: '0.00', cashback: '0.00' }),
        recent_activity: recent,
      };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
