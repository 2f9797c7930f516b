import { dataResponse } from '../envelope.ts';
import { overview, overviewQuery } from '../overview.ts';
import { defineSchemas } from './define.ts';
import type { overviewRoutes } from './routes/overview.ts';

export const overviewSchemas = defineSchemas<typeof overviewRoutes>()({
  getOverview: {
    tag: 'dashboard',
    summary: "The Overview: the period's revenue, expenses, shoots booked, refunds due and profit, a year of balance by month, recent activity",
    query: overviewQuery,
    responses: { 200: dataResponse(overview) },
    errors: [400, 401, 403],
  },
});
