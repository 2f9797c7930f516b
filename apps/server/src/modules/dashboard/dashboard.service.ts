import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

export function createDashboardService({ dashboard }: { dashboard: DashboardRepository }) {
  return {
    counts(actor: Actor) {
      requireAccess(actor, 'dashboard.read');
      return dashboard.counts();
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
