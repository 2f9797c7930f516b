import type { WebhookDelivery } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users, webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.ts';
import { createUser } from '../factories.ts';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { documentedVerify, webhookJobs, webhookSink } from './webhook-helpers.ts';

const sink = webhookSink();
const ctx = useTestApp();
const deliveries = webhookJobs(ctx);
let verify: Awaited<ReturnType<typeof documentedVerify>>;
type Headers = Record<string, string>;
let owner: Headers;

beforeAll(async () => {
  verify = await documentedVerify();
});
beforeEach(async () => {
  owner = (await signInAs(ctx.app, ctx.database.db, 'admin')).headers;
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => ctx.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });

async function register(events = ['invoice.paid']) {
  const res = await call('POST', '/api/v1/webhooks/', { url: sink.url(), events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; secret: string; url: string };
}

const sendTest = async (id: number) => {
  const res = await call('POST', `/api/v1/webhooks/${id}/test/`);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; event_id: string; status: string };
};
const log = async (id: number, query = '') => {
  const res = await call('GET', `/api/v1/webhooks/${id}/deliveries/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: WebhookDelivery[]; stats: Record<string, number>; pagination?: Record<string, number> };
};
const endpointRow = async (id: number) => (await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;

describe('Send test event', () => {
  it('queues a signed ping to the endpoint, whatever it subscribes to', async () => {
    const endpoint = await register();
    const queued = await sendTest(endpoint.id);
    expect(queued).toMatchObject({ status: 'pending', event_id: expect.stringMatching(/^evt_/) });
    await deliveries.drain();
    expect(sink.received).toHaveLength(1);
    const [request] = sink.received;
    expect(JSON.parse(request!.body)).toMatchObject({ id: queued.event_id, type: 'ping', data: { endpoint_id: endpoint.id } });
    expect(verify(request!.body, String(request!.headers['portal-signature']), endpoint.secret)).toBe(true);
    const { data } = await log(endpoint.id);
    expect(data).toEqual([expect.objectContaining({ id: queued.id, status: 'succeeded', attempts: 1, response_status: 200, error: null, duration_ms: expect.any(Number) })]);
  });
});

describe('a failed attempt', () => {
  it('is retried within a minute; the retry lands, signed afresh, and the log shows both attempts', async () => {
    const endpoint = await register();
    sink.answer(500);
    const queued = await sendTest(endpoint.id);

    expect(await deliveries.drain()).toBe(1);
    expect(sink.received.map((request) => request.path)).toEqual(['/hooks/portal']);
    let [row] = (await log(endpoint.id)).data;
    expect(row).toMatchObject({ id: queued.id, status: 'pending', attempts: 1, response_status: 500, error: 'Answered 500: the sink is down for maintenance' });
    const retryIn = (Date.parse(row!.next_attempt_at!) - Date.parse(row!.last_attempt_at!)) / 1000;
    expect(retryIn).toBeGreaterThan(0);
    expect(retryIn).toBeLessThanOrEqual(60);
    const [job] = await deliveries.jobs().list('webhooks.deliver', { deliveryId: queued.id });
    expect(job).toMatchObject({ status: 'queued', attempts: 1, maxAttempts: 15 });
    const [due] = (await ctx.database.db.execute(sql`select extract(epoch from run_after - now())::float8 as wait from jobs where id = ${job!.id}`)).rows as Array<{ wait: number }>;
    expect(due!.wait).toBeLessThanOrEqual(60);
    expect((await endpointRow(endpoint.id)).consecutiveFailures).toBe(1);
    // Not due yet: nothing runs.
    expect(await deliveries.drain()).toBe(0);

    await deliveries.retriesDueNow();
    expect(await deliveries.drain()).toBe(1);
    const [first, second] = sink.received;
    expect(second!.body).toBe(first!.body);
    expect(verify(second!.body, String(second!.headers['portal-signature']), endpoint.secret)).toBe(true);
    [row] = (await log(endpoint.id)).data;
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2, response_status: 200, error: null, next_attempt_at: null });
    expect((await endpointRow(endpoint.id)).consecutiveFailures).toBe(0);
    expect((await deliveries.jobs().list('webhooks.deliver', { deliveryId: queued.id }))[0]).toMatchObject({ status: 'done' });
  });

  it('counts a refused connection as a failure with its reason', async () => {
    const endpoint = await register();
    await ctx.database.db.update(webhookEndpoints).set({ url: 'http://127.0.0.1:9/closed' }).where(eq(webhookEndpoints.id, endpoint.id));
    await sendTest(endpoint.id);
    await deliveries.drain();
    const [row] = (await log(endpoint.id)).data;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, response_status: null, error: expect.stringContaining('ECONNREFUSED') });
  });

  it('fails for good after the last attempt', async () => {
    const endpoint = await register();
    const queued = await sendTest(endpoint.id);
    await ctx.database.db.execute(sql`update jobs set attempts = 14 where kind = 'webhooks.deliver'`);
    sink.answer(503);
    await deliveries.drain();
    const [row] = (await log(endpoint.id)).data;
    expect(row).toMatchObject({ id: queued.id, status: 'failed', attempts: 1, response_status: 503, next_attempt_at: null });
    expect((await deliveries.jobs().list('webhooks.deliver'))[0]).toMatchObject({ status: 'failed', attempts: 15 });
  });
});

describe('50 failures in a row', () => {
  it('disable the endpoint, fail its waiting deliveries and queue an e-mail to every active owner', async () => {
    const db = ctx.database.db;
    const endpoint = await register();
    const secondOwner = await createUser(db, 'admin');
    const formerOwner = await createUser(db, 'admin');
    await db.update(users).set({ isActive: false }).where(eq(users.id, formerOwner.id));
    const staff = await createUser(db, 'staff');

    for (let n = 0; n < 51; n++) await sendTest(endpoint.id);
    sink.answer(...Array.from({ length: 60 }, () => 500));
    await deliveries.drain();

    // The 50th failure turns it off; the 51st delivery is then never sent.
    expect(sink.received).toHaveLength(50);
    const row = await endpointRow(endpoint.id);
    expect(row).toMatchObject({ isActive: false, consecutiveFailures: 50, disabledReason: 'Disabled after 50 failed deliveries in a row' });
    expect(row.disabledAt).toBeInstanceOf(Date);
    const { stats } = await log(endpoint.id);
    expect(stats).toEqual({ total: 51, pending: 0, succeeded: 0, failed: 51 });

    const mails = await deliveries.jobs().list('mail.send');
    const recipients = mails.map((job) => (job.payload as { to: string }).to).sort();
    const owners = (await db.select({ email: users.email }).from(users).where(eq(users.type, 'admin'))).map((u) => u.email);
    expect(recipients).toEqual(owners.filter((email) => email !== formerOwner.email).sort());
    expect(recipients).toContain(secondOwner.email);
    expect(recipients).not.toContain(staff.email);
    expect(mails[0]!.payload).toMatchObject({ subject: `Webhook endpoint disabled: ${endpoint.url}`, text: expect.stringContaining('Settings, Webhooks (http://localhost:3000/settings?tab=webhooks)') });

    // Retries find nothing to send, and the owner's test and resend are refused until it is on again.
    await deliveries.retriesDueNow();
    await deliveries.drain();
    expect(sink.received).toHaveLength(50);
    const refused = await call('POST', `/api/v1/webhooks/${endpoint.id}/test/`);
    expect(refused.statusCode).toBe(409);
    const listed = (await call('GET', '/api/v1/webhooks/')).json();
    expect(listed.data[0]).toMatchObject({ is_active: false, consecutive_failures: 50, disabled_reason: 'Disabled after 50 failed deliveries in a row' });
    expect(listed.stats).toEqual({ total: 1, active: 0, disabled: 1 });

    const on = await call('POST', `/api/v1/webhooks/${endpoint.id}/`, { is_active: true });
    expect(on.json().data).toMatchObject({ is_active: true, consecutive_failures: 0, disabled_at: null, disabled_reason: null });
    await sendTest(endpoint.id);
    await deliveries.drain();
    expect(sink.received).toHaveLength(51);
  });

  it('stop counting at any success', async () => {
    const endpoint = await register();
    await ctx.database.db.update(webhookEndpoints).set({ consecutiveFailures: 48 }).where(eq(webhookEndpoints.id, endpoint.id));
    await sendTest(endpoint.id);
    await sendTest(endpoint.id);
    sink.answer(500, 200);
    await deliveries.drain();
    expect(await endpointRow(endpoint.id)).toMatchObject({ isActive: true, consecutiveFailures: 0 });
  });
});

describe('Resend', () => {
  it('queues the same event again as a new delivery; the first stays in the log', async () => {
    const endpoint = await register();
    const first = await sendTest(endpoint.id);
    await deliveries.drain();
    const res = await call('POST', `/api/v1/webhooks/${endpoint.id}/deliveries/${first.id}/resend/`);
    expect(res.statusCode, res.body).toBe(201);
    const again = res.json().data;
    expect(again).toMatchObject({ status: 'pending', event_id: first.event_id, attempts: 0 });
    expect(again.id).not.toBe(first.id);
    await deliveries.drain();
    expect(sink.received).toHaveLength(2);
    expect(sink.received[1]!.body).toBe(sink.received[0]!.body);
    expect(verify(sink.received[1]!.body, String(sink.received[1]!.headers['portal-signature']), endpoint.secret)).toBe(true);
    const { data } = await log(endpoint.id);
    expect(data.map((row) => [row.id, row.status, row.event_id])).toEqual([
      [again.id, 'succeeded', first.event_id],
      [first.id, 'succeeded', first.event_id],
    ]);
  });

  it("refuses another endpoint's delivery with 404", async () => {
    const mine = await register();
    const other = await register();
    const theirs = await sendTest(other.id);
    const res = await call('POST', `/api/v1/webhooks/${mine.id}/deliveries/${theirs.id}/resend/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await ctx.database.db.select().from(webhookDeliveries)).toHaveLength(1);
  });
});

describe('the delivery log', () => {
  it('answers newest first, a page at a time, and by status', async () => {
    const endpoint = await register();
    const ids = [];
    for (let n = 0; n < 3; n++) ids.push((await sendTest(endpoint.id)).id);
    sink.answer(500);
    await deliveries.drain();
    const paged = await log(endpoint.id, '?page=1&page_size=2');
    expect(paged.data.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    expect(paged.pagination).toEqual({ page: 1, page_size: 2, total: 3 });
    expect(paged.stats).toEqual({ total: 3, pending: 1, succeeded: 2, failed: 0 });
    expect((await log(endpoint.id, '?status=pending')).data.map((row) => row.id)).toEqual([ids[0]]);
  });

  it('goes with its endpoint', async () => {
    const endpoint = await register();
    await sendTest(endpoint.id);
    const res = await call('DELETE', `/api/v1/webhooks/${endpoint.id}/`);
    expect(res.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(webhookDeliveries)).toEqual([]);
    // Its queued job finds nothing and ends.
    await deliveries.drain();
    expect(sink.received).toEqual([]);
    expect((await call('GET', `/api/v1/webhooks/${endpoint.id}/deliveries/`)).statusCode).toBe(404);
  });
});

describe('the delivery log', () => {
  it('forgets finished deliveries a month old on the daily prune, and keeps newer ones and those still pending', async () => {
    const endpoint = await register();
    const sent = [await sendTest(endpoint.id), await sendTest(endpoint.id)];
    await deliveries.drain();
    const pending = await sendTest(endpoint.id);
    const monthAgo = new Date(ctx.clock.now().getTime() - 31 * 24 * 3_600_000);
    await ctx.database.db.update(webhookDeliveries).set({ createdAt: monthAgo }).where(eq(webhookDeliveries.id, sent[0]!.id));
    await ctx.database.db.update(webhookDeliveries).set({ createdAt: monthAgo }).where(eq(webhookDeliveries.id, pending.id));

    await ctx.app.background.queue.enqueue('webhooks.prune', {});
    expect(await ctx.app.background.runner.drain(['webhooks.prune'])).toBe(1);

    expect((await log(endpoint.id)).data.map((delivery) => delivery.id).sort()).toEqual([sent[1]!.id, pending.id].sort());
  });
});
