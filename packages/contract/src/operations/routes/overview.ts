import { defineRoutes } from '../define.ts';

export const overviewRoutes = defineRoutes({
  getOverview: { method: 'GET', path: '/api/v1/overview/', access: { permission: 'dashboard.read' } },
});
export type OverviewOperationName = keyof typeof overviewRoutes;
