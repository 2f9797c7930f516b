import type { DashboardCounts } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import type { FinanceRepository } from '../finance/finance.repository.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

/** The dashboard's counts and the studio's figures (finance/): Total Expenses is the same expenses every screen shows. */
export function createDashboardService({ dashboard, finance }: { dashboard: DashboardRepository; finance: FinanceRepository }) {
  return {
    async counts(actor: Actor): Promise<DashboardCounts> {
      requireAccess(actor, 'dashboard.read');
      const [counts, figures] = await Promise.all([dashboard.counts(), finance.figures()]);
      return { ...counts, total_expenses: figures.expenses, finance: figures };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
