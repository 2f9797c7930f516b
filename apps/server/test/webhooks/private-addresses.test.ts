import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../src/db/schema/index.ts';
import { webhookSecrets } from '../../src/modules/webhooks/index.ts';
import { signInAs } from '../sign-in.ts';
import { testSecretKey, useTestApp } from '../test-app.ts';
import { webhookJobs, webhookSink } from './webhook-helpers.ts';

const sink = webhookSink();
// As in production: the address rule is on.
const ctx = useTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: '0' } });
/** DNS as an attacker might answer it: a public address at registration, loopback by the time of delivery. */
const rebinding = new Map<string, string>([['hooks.example.test', '93.184.215.14']]);
const deliveries = webhookJobs(ctx, {
  allowPrivate: false,
  resolve: async (host) => {
    const address = rebinding.get(host);
    if (!address) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  },
});
let owner: Record<string, string>;
/** An endpoint row as registration would have written it while its address still passed. */
const insertEndpoint = async (url: string) =>
  (await ctx.database.db.insert(webhookEndpoints).values({ url, events: ['invoice.paid'], secret: webhookSecrets(testSecretKey).seal('whsec_test') }).returning())[0]!;

beforeEach(async () => {
  owner = (await signInAs(ctx.app, ctx.database.db, 'admin')).headers;
});

const register = (url: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/webhooks/', headers: owner, payload: { url, events: ['invoice.paid'] } });

describe('without WEBHOOKS_ALLOW_PRIVATE', () => {
  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::ffff:10.0.0.1]/hook',
    'http://2130706433/hook',
    'http://0x7f.1/hook',
    'http://0.0.0.0/hook',
    'http://10.1.2.3/hook',
    'http://172.16.0.5/hook',
    'http://192.168.1.10/hook',
    'http://100.64.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/hook',
    'http://[fd12:3456::1]/hook',
    'http://224.0.0.1/hook',
    'http://[ff02::1]/hook',
  ])('refuses %s at registration with a 400 naming url', async (url) => {
    const res = await register(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/^url /), errors: [{ field: 'url' }] });
    expect(await ctx.database.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('refuses a host that cannot be resolved, naming url', async () => {
    const res = await register('https://no-such-host.invalid/hook');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'url', message: expect.stringContaining('could not be found') }]);
  });

  it('refuses moving an endpoint to a private address', async () => {
    const row = await insertEndpoint('https://hooks.example.test/portal');
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/webhooks/${row!.id}/`, headers: owner, payload: { url: 'http://127.0.0.1/hook' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'url', message: expect.any(String) }]);
    expect((await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row!.id)))[0]!.url).toBe('https://hooks.example.test/portal');
  });

  it('checks again at delivery: an endpoint whose address became private is not called', async () => {
    // Registered while the flag was on: the delivery checks for itself.
    const row = await insertEndpoint(sink.url());
    const test = await ctx.app.inject({ method: 'POST', url: `/api/v1/webhooks/${row!.id}/test/`, headers: owner });
    expect(test.statusCode).toBe(201);
    await deliveries.drain();
    expect(sink.received).toEqual([]);
    const [delivery] = (await ctx.app.inject({ method: 'GET', url: `/api/v1/webhooks/${row!.id}/deliveries/`, headers: owner })).json().data;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_status: null, error: expect.stringMatching(/^Not sent: 127\.0\.0\.1 is a loopback, private or otherwise internal address/) });
  });

  it('follows no DNS answer that changed to a private address after registration', async () => {
    const { id } = await insertEndpoint('https://hooks.example.test/portal');
    rebinding.set('hooks.example.test', '127.0.0.1');
    await ctx.app.inject({ method: 'POST', url: `/api/v1/webhooks/${id}/test/`, headers: owner });
    await deliveries.drain();
    expect(sink.received).toEqual([]);
    const [delivery] = (await ctx.app.inject({ method: 'GET', url: `/api/v1/webhooks/${id}/deliveries/`, headers: owner })).json().data;
    expect(delivery.error).toBe('Not sent: hooks.example.test is a loopback, private or otherwise internal address (127.0.0.1)');
  });
});
