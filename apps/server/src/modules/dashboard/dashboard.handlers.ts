import type { DashboardOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { DashboardService } from './dashboard.service.ts';

export const dashboardHandlers = (dashboard: DashboardService): OperationHandlers<DashboardOperationName> => ({
  getDashboard: async (request) => ({ success: true, data: await dashboard.counts(actorOf(request)) }),
});
