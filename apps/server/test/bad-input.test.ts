import { beforeEach, describe, expect, it } from 'vitest';
import { businessRowVersions, storeFixtureFiles } from './access/access-fixture.ts';
import { type BadCase, badCasesOf } from './bad-input/bad-cases.ts';
import { badReadsOf, encodedApiPaths, readEndpoints } from './bad-input/read-endpoints.ts';
import { buildBadInputFixture, type Fixture, type WriteEndpoint, writeEndpoints } from './bad-input/write-endpoints.ts';
import { useStripeStandIn } from './payments/stripe-stand-in.ts';
import { reusableFixture } from './saved-fixture.ts';
import { useTestApp } from './test-app.ts';

// Online payment is on, against a local stand-in for Stripe, so paying and the webhook have a happy path.
const stripe = useStripeStandIn();
// Nearly every case is refused and changes nothing, so the fixture is put back only after one that wrote.
const ctx = useTestApp({ resetEachTest: false, env: () => stripe.env });
const fixture = reusableFixture(ctx, async (db) => {
  const built = await buildBadInputFixture(db);
  await storeFixtureFiles(ctx.dataDir, built);
  return built;
});
let f: Fixture;

beforeEach(async () => {
  f = await fixture();
});

function request(endpoint: WriteEndpoint, c: BadCase) {
  const url = endpoint.url(f, typeof c.pathId === 'function' ? c.pathId(f) : c.pathId);
  const headers: Record<string, string> = { ...f.headers[endpoint.as ?? 'admin'] };
  const given = c.raw ?? (c.name === 'good' ? endpoint.goodRaw : undefined);
  const raw = typeof given === 'function' ? given(f) : given;
  if (raw) {
    if (raw.contentType) headers['content-type'] = raw.contentType;
    Object.assign(headers, raw.headers);
    return ctx.app.inject({ method: endpoint.method, url, headers, payload: raw.payload });
  }
  const body = c.body ? c.body(f) : endpoint.good?.(f);
  return ctx.app.inject({ method: endpoint.method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

/**
 * Bad input on every write endpoint: always a 4xx in the
 * error envelope, a 400 names the field, and no business row changes. Admin sends everything but
 * the clients' own calls (booking a shoot); the access matrix covers the other roles.
 */
describe.each(writeEndpoints)('$method $name', (endpoint) => {
  it(`accepts its good body with ${endpoint.goodStatus}`, async () => {
    const res = await request(endpoint, { name: 'good', expected: [endpoint.goodStatus] });
    expect(res.statusCode, res.body).toBe(endpoint.goodStatus);
    expect(res.json().success).toBe(true);
  });

  it.each(badCasesOf(endpoint))('refuses $name', async (c) => {
    const before = await businessRowVersions(ctx.database.db);
    const res = await request(endpoint, c);
    expect(c.expected, `${res.statusCode} ${res.body.slice(0, 500)}`).toContain(res.statusCode);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message: expect.stringMatching(/\S/), code: expect.stringMatching(/^[A-Z_]+$/) });
    expect(body.data).toBeUndefined();
    if (res.statusCode === 400 && c.field) expect(body.message).toContain(c.field);
    expect(await businessRowVersions(ctx.database.db)).toBe(before);
  });
});

/**
 * Bad ids and query values on every read endpoint: a 4xx in the envelope, never a 500, and a 400
 * names the path segment or query parameter.
 */
describe.each(readEndpoints)('GET $name', (endpoint) => {
  it('answers its good request with 200', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: endpoint.url(f), headers: f.headers[endpoint.as ?? 'admin'] });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  });

  it.runIf(endpoint.query?.page)('answers the last page an id can number with 200 and no rows', async () => {
    const url = `${endpoint.url(f)}?page=2147483647&page_size=100`;
    const res = await ctx.app.inject({ method: 'GET', url, headers: f.headers[endpoint.as ?? 'admin'] });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it.each(badReadsOf(endpoint))('refuses $name', async (read) => {
    const res = await ctx.app.inject({ method: 'GET', url: read.url(f), headers: f.headers[endpoint.as ?? 'admin'] });
    expect(read.expected, `${res.statusCode} ${res.body.slice(0, 500)}`).toContain(res.statusCode);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message: expect.stringMatching(/\S/), code: expect.stringMatching(/^[A-Z_]+$/) });
    if (res.statusCode === 400 && read.field) expect(body.message).toContain(read.field);
  });
});

describe('a percent-encoded /api/ path without a token', () => {
  it.each(encodedApiPaths)('answers %s with 401', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
  });

  it('answers the owner\'s token as on the plain path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/%61pi/v1/me/', headers: f.headers.admin });
    expect(res.statusCode).toBe(200);
  });
});
