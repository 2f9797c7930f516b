import { type OperationName, operationRoutes } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../access/actor.ts';
import { authorizeRoute, type RouteAccessRule } from '../access/route-access.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { tokenFromHeader } from '../modules/auth/token-secret.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /**
     * The data stamp read with the request's session, before anything else it read: a read-only
     * request's cached answers may go by it (lib/stamped-cache.ts). Set for GET and HEAD only, so a
     * request that writes never carries one; undefined for an API key.
     */
    dataStampAtSignIn: number | undefined;
  }
  interface FastifyContextConfig {
    /** Routes open without a token (logins, health, docs, signed links). Everything else under /api/ needs one. */
    public?: boolean;
    /** Who may call the route; every non-public /api/ route declares one (checked when the route is added). */
    access?: RouteAccessRule;
    /** The contract operations the route serves (two when a JSON call and an upload share it). */
    operations?: OperationName[];
  }
  interface FastifyInstance {
    /** Every /api/ route as `METHOD url`, with whether it is public: what the access matrix must cover. */
    apiRoutes: Array<{ method: string; url: string; public: boolean; operations: OperationName[] }>;
  }
}

const isApi = (url: string) => url.startsWith('/api/');

/**
 * Default deny: every /api/ route requires a valid token unless it declares `config: { public: true }`,
 * and is authorized by its `config.access` rule right after, before its body is parsed or validated.
 * Decided on the route that matched, not the raw URL, which may spell /api/ percent-encoded.
 */
export function registerAuthentication(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('actor', null);
  app.decorateRequest('dataStampAtSignIn', undefined);
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!isApi(route.url)) return;
    const isPublic = route.config?.public === true;
    if (!isPublic && !route.config?.access) throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    const operations = route.config?.operations ?? [];
    // Fastify adds a HEAD beside every GET; a HEAD the contract declares itself (tus) is a route of its own.
    const declaresHead = operations.some((name) => operationRoutes[name].method === 'HEAD');
    for (const method of [route.method].flat()) if (method !== 'HEAD' || declaresHead) app.apiRoutes.push({ method, url: route.url, public: isPublic, operations });
  });
  app.addHook('onRequest', async (request) => {
    const { config, url } = request.routeOptions;
    if (!url || !isApi(url) || config.public) return;
    const { actor, dataStamp } = await auth.authenticateRequest(tokenFromHeader(request.headers.authorization));
    request.actor = actor;
    request.dataStampAtSignIn = request.method === 'GET' || request.method === 'HEAD' ? dataStamp : undefined;
    await authorizeRoute(request.actor, config.access!, request);
  });
}

/** The actor of an authenticated route; the hook above guarantees it is set. */
export function actorOf(request: Pick<FastifyRequest, 'actor'>): Actor {
  if (!request.actor) throw new Error('actorOf() called on a public route');
  return request.actor;
}
