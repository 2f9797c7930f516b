import { defineRoutes } from '../define.ts';

export const dashboardRoutes = defineRoutes({
  getDashboard: { method: 'GET', path: '/api/v1/dashboard/', access: { permission: 'dashboard.read' } },
});
export type DashboardOperationName = keyof typeof dashboardRoutes;
