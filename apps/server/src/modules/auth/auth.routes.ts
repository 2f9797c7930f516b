import { errorResponse, loginInput, loginResponse, messageResponse, sessionEntity, dataResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../access/permissions.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { AuthService, Portal } from './auth.service.ts';
import { permitted } from '../../access/route-access.ts';

const loginPaths: Array<[string, Portal, string]> = [
  ['/api/login/', 'any', 'Sign in with any account'],
  ['/api/login/user/', 'admin', 'Sign in to the admin portal (staff and editors)'],
  ['/api/login/company/', 'client', 'Sign in to the client portal (companies and client persons)'],
];

export const authRoutes = (auth: AuthService): FastifyPluginAsyncZod => async (app) => {
  for (const [url, portal, summary] of loginPaths) {
    app.post(url, {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary,
        body: loginInput,
        response: { 200: loginResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse },
      },
      handler: async (request) => ({ success: true as const, ...(await auth.login(portal, request.body, request.ip)) }),
    });
  }

  app.post('/api/logout/', {
    config: { access: permitted('session.read') },
    schema: { tags: ['auth'], summary: 'Revoke the token of this request', response: { 200: messageResponse, 401: errorResponse } },
    handler: async (request) => {
      await auth.logout(actorOf(request));
      return { success: true as const, message: 'Logged out.' };
    },
  });

  app.get('/api/v1/me/', {
    config: { access: permitted('session.read') },
    schema: { tags: ['auth'], summary: 'The signed-in account', response: { 200: dataResponse(sessionEntity), 401: errorResponse } },
    handler: async (request) => {
      const actor = actorOf(request);
      requireAccess(actor, 'session.read');
      return { success: true as const, data: auth.entityOf(actor) };
    },
  });
};
