import { type OperationName, operationRoutes } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { type AccessCase, accessCases } from './access/access-table.ts';
import { type AccessFixture, buildAccessFixture, roles } from './access/access-fixture.ts';
import { reusableFixture } from './saved-fixture.ts';
import { useTestApp } from './test-app.ts';

// A junk request is refused and changes nothing, so the fixture is put back only after one that wrote.
const ctx = useTestApp({ resetEachTest: false });
const fixture = reusableFixture(ctx, buildAccessFixture);

/** The /api/ routes open without a token, and what stands in for it. */
const publicRoutes: Record<string, string> = {
  'POST /api/login/': 'signs in',
  'POST /api/login/user/': 'signs in',
  'POST /api/login/company/': 'signs in',
  'POST /api/v1/auth/password-reset/': 'e-mails a reset link to whoever owns the address',
  'POST /api/v1/auth/password-reset/confirm/': "the e-mailed link's single-use token",
  'GET /api/v1/health/': 'load-balancer checks',
  'GET /api/v1/branding/': 'the sign-in pages show the business name and logo',
  'GET /api/v1/branding/logo/': 'the sign-in pages show the business name and logo',
  'GET /api/v1/files/content/:token/:name': 'the signed token',
  'GET /api/v1/files/zip/:token/:name': 'the signed token',
  'PUT /api/v1/files/upload/:token': 'the signed token',
  'GET /api/v1/calendar/feeds/:token/feed.ics': 'the feed token (revocable)',
  'POST /api/v1/payments/stripe/webhook/': 'the Stripe-Signature header, checked against the raw body',
};

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The registered route a concrete path lands on: static segments beat parameters, as in the router. */
function routeOf(routes: Array<{ method: string; url: string }>, method: string, url: string) {
  const path = url.split('?')[0]!;
  const matches = routes.filter((route) => route.method === method && new RegExp(`^${route.url.replace(/:[^/]+/g, '[^/]+')}$`).test(path));
  return matches.sort((a, b) => (a.url.match(/:/g)?.length ?? 0) - (b.url.match(/:/g)?.length ?? 0))[0];
}

/** A body and query no route accepts: cut-off JSON, or a multipart body without its parts. */
function junkRequest(access: AccessCase, url: string, headers: Record<string, string>) {
  const query = `${url.includes('?') ? '&' : '?'}page=zzz&page_size=-1&folder_path=%00&variant=nope&period=never`;
  const multipart = access.contentType?.startsWith('multipart/');
  const withBody = access.method !== 'GET' && access.method !== 'HEAD';
  return ctx.app.inject({
    method: access.method,
    url: url + query,
    headers: { ...headers, ...(withBody && { 'content-type': multipart ? access.contentType! : 'application/json' }) },
    ...(withBody && { payload: multipart ? '--access-matrix-boundary\r\nbroken' : '{"junk": [1, 2' }),
  });
}

const denied = (status: number) => status === 401 || status === 403 || status === 404;

describe('every route is authorized before its input is read', () => {
  it('every /api/ route is public by name or covered by the access matrix', async () => {
    const f = await fixture();
    const routes = ctx.app.apiRoutes;
    const covered = new Set(accessCases.flatMap((access) => (['own', 'foreign'] as const).map((t) => routeOf(routes, access.method, access.url(f, t))).filter(Boolean).map((route) => routeKey(route!))));
    const unlisted = routes.filter((route) => !route.public && !covered.has(routeKey(route))).map(routeKey);
    expect(unlisted, `routes missing from the access matrix: ${unlisted.join(', ')}`).toEqual([]);
    const publicOnes = routes.filter((route) => route.public).map(routeKey);
    expect(publicOnes.sort()).toEqual(Object.keys(publicRoutes).sort());
  });

  it('every /api/ route serves an operation of the contract, and every operation is served', () => {
    const routes = ctx.app.apiRoutes.filter((route) => !route.url.startsWith('/api/docs'));
    const outside = routes.filter((route) => route.operations.length === 0).map(routeKey);
    expect(outside, `routes declared outside the contract: ${outside.join(', ')}`).toEqual([]);
    const served = new Set(routes.flatMap((route) => route.operations));
    // The public property pages (/p/...) are outside /api/; test/listing serves and checks them.
    const apiOperations = Object.keys(operationRoutes).filter((name) => operationRoutes[name as OperationName].path.startsWith('/api/'));
    expect(apiOperations.filter((name) => !served.has(name as OperationName))).toEqual([]);
    expect(Object.values(operationRoutes).filter((route) => !route.path.startsWith('/api/')).every((route) => route.path.startsWith('/p/') && 'public' in route.access)).toBe(true);
  });

  it('a route without a token answers 401 whatever its body', async () => {
    const f = await fixture();
    for (const access of accessCases) {
      const res = await junkRequest(access, access.url(f, 'own'), {});
      expect(res.statusCode, `${access.name}: ${res.body}`).toBe(401);
    }
  });

  describe.each(accessCases)('$name', (access) => {
    it('a denied role gets the same refusal with a junk body and query, never a 400 or a 500', async () => {
      const f: AccessFixture = await fixture();
      for (const role of roles) {
        for (const target of access.targeted ? (['own', 'foreign'] as const) : (['own'] as const)) {
          const expectation = access.expected[role];
          const expected = typeof expectation === 'number' ? expectation : expectation[target];
          const res = await junkRequest(access, access.url(f, target), f.headers[role]);
          const label = `${role} on ${target}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (denied(expected) && !(expected === 404 && access.absent) && !access.decidedByBody) expect(res.statusCode, label).toBe(expected);
          // A HEAD answer has no body to read.
          if (res.statusCode >= 400 && access.method !== 'HEAD') expect(res.json(), label).toMatchObject({ success: false });
        }
      }
    });
  });
});
