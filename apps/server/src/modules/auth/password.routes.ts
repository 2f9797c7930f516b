import { errorResponse, messageResponse, passwordResetConfirmInput, passwordResetRequestInput, passwordSetResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordLinksService } from './password-links.service.ts';

const tags = ['auth'];

/** Public: the person is signed out; the e-mailed link's token stands in for a session. */
export const passwordRoutes = (links: PasswordLinksService): FastifyPluginAsyncZod => async (app) => {
  app.post('/api/v1/auth/password-reset/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'E-mail a single-use link, valid for one hour, to set a new password (the same answer for any address)',
      body: passwordResetRequestInput,
      response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
    },
    handler: async (request) => ({ success: true as const, ...(await links.requestReset(request.body, request.ip)) }),
  });

  app.post('/api/v1/auth/password-reset/confirm/', {
    config: { public: true },
    schema: {
      tags,
      summary: "Set the password with a reset or invitation link's token; ends the account's sessions",
      body: passwordResetConfirmInput,
      response: { 200: passwordSetResponse, 400: errorResponse },
    },
    handler: async (request) => ({ success: true as const, message: 'Your password is set. Sign in with it now.', data: await links.setPassword(request.body) }),
  });
};
