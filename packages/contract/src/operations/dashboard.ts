import { dashboardCounts } from '../dashboard.ts';
import { dataResponse } from '../envelope.ts';
import { defineSchemas } from './define.ts';
import type { dashboardRoutes } from './routes/dashboard.ts';

export const dashboardSchemas = defineSchemas<typeof dashboardRoutes>()({
  getDashboard: { tag: 'dashboard', summary: 'Admin dashboard counts', responses: { 200: dataResponse(dashboardCounts) }, errors: [401, 403] },
});
