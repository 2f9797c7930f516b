import { dashboardCounts, dataResponse, errorResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authenticate.ts';
import type { DashboardService } from './dashboard.service.ts';
import { permitted } from '../../access/route-access.ts';

const errors = { 401: errorResponse, 403: errorResponse };

export const dashboardRoutes = (dashboard: DashboardService): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/dashboard/', {
    config: { access: permitted('dashboard.read') },
    schema: { tags: ['dashboard'], summary: 'Admin dashboard counts', response: { 200: dataResponse(dashboardCounts), ...errors } },
    handler: async (request) => ({ success: true as const, data: await dashboard.counts(actorOf(request)) }),
  });
};
