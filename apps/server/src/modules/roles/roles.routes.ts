import { dataResponse, errorResponse, roleSummary } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permitted } from '../../access/route-access.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { RolesService } from './roles.service.ts';

export const rolesRoutes = (service: RolesService): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/roles/', {
    config: { access: permitted('roles.manage') },
    schema: {
      tags: ['users'],
      summary: 'Each role, what it may do (read off the access rules) and who holds it',
      response: { 200: dataResponse(z.array(roleSummary)), 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => ({ success: true as const, data: await service.list(actorOf(request)) }),
  });
};
