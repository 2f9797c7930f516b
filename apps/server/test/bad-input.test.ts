import { beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from './access/access-fixture.ts';
import { type BadCase, badCasesOf } from './bad-input/bad-cases.ts';
import { buildBadInputFixture, type Fixture, type WriteEndpoint, writeEndpoints } from './bad-input/write-endpoints.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
let f: Fixture;

beforeEach(async () => {
  f = await buildBadInputFixture(ctx.database.db);
});

function request(endpoint: WriteEndpoint, c: BadCase) {
  const url = endpoint.url(f, c.pathId);
  const headers: Record<string, string> = { ...f.headers.admin };
  if (c.raw) {
    if (c.raw.contentType) headers['content-type'] = c.raw.contentType;
    return ctx.app.inject({ method: endpoint.method, url, headers, payload: c.raw.payload });
  }
  const body = c.body ? c.body(f) : endpoint.good?.(f);
  return ctx.app.inject({ method: endpoint.method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

/**
 * Bad input on every write endpoint (issue 3, decisions sections 6 and 10): always a 4xx in the
 * error envelope, a 400 names the field, and no business row changes. Admin sends everything;
 * the access matrix covers the other roles.
 */
describe.each(writeEndpoints)('$method $name', (endpoint) => {
  it(`accepts its good body with ${endpoint.goodStatus}`, async () => {
    const res = await request(endpoint, { name: 'good', expected: [endpoint.goodStatus] });
    expect(res.statusCode, res.body).toBe(endpoint.goodStatus);
    expect(res.json().success).toBe(true);
  });

  it.each(badCasesOf(endpoint))('refuses $name', async (c) => {
    const before = await snapshot(ctx.database.db);
    const res = await request(endpoint, c);
    expect(c.expected, `${res.statusCode} ${res.body.slice(0, 500)}`).toContain(res.statusCode);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message: expect.stringMatching(/\S/), code: expect.stringMatching(/^[A-Z_]+$/) });
    expect(body.data).toBeUndefined();
    if (res.statusCode === 400 && c.field) expect(body.message).toContain(c.field);
    expect(await snapshot(ctx.database.db)).toBe(before);
  });
});
