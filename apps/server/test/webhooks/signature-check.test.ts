import { createHmac } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../src/db/schema/index.ts';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { documentedVerify, webhookJobs, webhookSink, type Received } from './webhook-helpers.ts';

const sink = webhookSink();
const ctx = useTestApp();
const deliveries = webhookJobs(ctx);
/** The verification snippet of docs/webhooks.md, run as written there. */
let verify: Awaited<ReturnType<typeof documentedVerify>>;
let owner: Record<string, string>;

beforeAll(async () => {
  verify = await documentedVerify();
});
beforeEach(async () => {
  owner = (await signInAs(ctx.app, ctx.database.db, 'admin')).headers;
});

async function registerAndPing() {
  const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/webhooks/', headers: owner, payload: { url: sink.url(), events: ['invoice.paid'] } });
  const endpoint = created.json().data as { id: number; secret: string };
  await ctx.app.inject({ method: 'POST', url: `/api/v1/webhooks/${endpoint.id}/test/`, headers: owner });
  await deliveries.drain();
  return { endpoint, request: sink.received[0]! };
}
const header = (request: Received) => String(request.headers['portal-signature']);

describe('the documented signature check', () => {
  it('accepts a real delivery with its secret', async () => {
    const { endpoint, request } = await registerAndPing();
    expect(header(request)).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(verify(request.body, header(request), endpoint.secret)).toBe(true);
  });

  it('detects a tampered body, a wrong secret, a forged or stale timestamp and a mangled header', async () => {
    const { endpoint, request } = await registerAndPing();
    const [t, v1] = header(request).split(',');
    const stamp = Number(t!.slice(2));
    expect(verify(request.body.replace('"ping"', '"invoice.paid"'), header(request), endpoint.secret)).toBe(false);
    expect(verify(`${request.body} `, header(request), endpoint.secret)).toBe(false);
    expect(verify(request.body, header(request), `${endpoint.secret}x`)).toBe(false);
    expect(verify(request.body, header(request), 'whsec_someone-elses-secret')).toBe(false);
    expect(verify(request.body, `t=${stamp + 1},${v1}`, endpoint.secret)).toBe(false);
    expect(verify(request.body, `${t},v1=${'0'.repeat(64)}`, endpoint.secret)).toBe(false);
    expect(verify(request.body, `${t}`, endpoint.secret)).toBe(false);
    expect(verify(request.body, '', endpoint.secret)).toBe(false);
    // Correctly signed, but ten minutes old: a replay.
    const old = stamp - 600;
    const replay = `t=${old},v1=${createHmac('sha256', endpoint.secret).update(`${old}.${request.body}`).digest('hex')}`;
    expect(verify(request.body, replay, endpoint.secret)).toBe(false);
    expect(verify(request.body, replay, endpoint.secret, 3600)).toBe(true);
  });
});

describe('the signing secret', () => {
  it('is answered once at creation, never listed, and stored sealed, not in plain', async () => {
    const { endpoint } = await registerAndPing();
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/webhooks/', headers: owner });
    expect(list.body).not.toContain(endpoint.secret);
    expect(list.json().data[0]).not.toHaveProperty('secret');
    const updated = await ctx.app.inject({ method: 'POST', url: `/api/v1/webhooks/${endpoint.id}/`, headers: owner, payload: { description: 'CRM' } });
    expect(updated.body).not.toContain(endpoint.secret);
    const deliveryLog = await ctx.app.inject({ method: 'GET', url: `/api/v1/webhooks/${endpoint.id}/deliveries/`, headers: owner });
    expect(deliveryLog.body).not.toContain(endpoint.secret);
    const [row] = await ctx.database.db.select().from(webhookEndpoints);
    expect(row!.secret).not.toContain(endpoint.secret);
    expect(row!.secret).not.toContain(endpoint.secret.slice('whsec_'.length, 20));
  });

  it('can be rolled: deliveries are signed with the new secret only', async () => {
    const { endpoint } = await registerAndPing();
    sink.received.length = 0;
    const rolled = await ctx.app.inject({ method: 'POST', url: `/api/v1/webhooks/${endpoint.id}/roll-secret/`, headers: owner });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const secret = rolled.json().data.secret as string;
    expect(secret).not.toBe(endpoint.secret);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/webhooks/${endpoint.id}/test/`, headers: owner });
    await deliveries.drain();
    const [request] = sink.received;
    expect(verify(request!.body, header(request!), secret)).toBe(true);
    expect(verify(request!.body, header(request!), endpoint.secret)).toBe(false);
  });
});
