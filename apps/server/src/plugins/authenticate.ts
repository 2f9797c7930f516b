import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../access/actor.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { tokenFromHeader } from '../modules/auth/token-secret.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Routes open without a token (logins, health, docs). Everything else under /api/ needs one. */
    public?: boolean;
  }
}

/**
 * Default deny: every /api/ route requires a valid token unless it declares `config: { public: true }`.
 * Decided on the route that matched, not the raw URL, which may spell /api/ percent-encoded.
 */
export function registerAuthentication(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || request.routeOptions.config.public) return;
    request.actor = await auth.authenticate(tokenFromHeader(request.headers.authorization));
  });
}

/** The actor of an authenticated route; the hook above guarantees it is set. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('actorOf() called on a public route');
  return request.actor;
}
