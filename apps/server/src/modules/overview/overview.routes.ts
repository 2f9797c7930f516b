import { dataResponse, errorResponse, overview, overviewQuery } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authenticate.ts';
import type { OverviewService } from './overview.service.ts';
import { permitted } from '../../access/route-access.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export const overviewRoutes = (service: OverviewService): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/overview/', {
    config: { access: permitted('dashboard.read') },
    schema: { tags: ['dashboard'], summary: "The Overview: the period's revenue, expenses, shoots booked, refunds due and profit, a year of balance by month, recent activity", querystring: overviewQuery, response: { 200: dataResponse(overview), ...errors } },
    handler: async (request) => ({ success: true as const, data: await service.get(actorOf(request), request.query.period) }),
  });
};
