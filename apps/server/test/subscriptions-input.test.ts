import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, plans, subscriptions } from '../src/db/schema/index.ts';
import { createCompany } from './factories.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const kb100 = 'x'.repeat(100_000);

async function owner() {
  const { headers } = await signInAs(ctx.app, ctx.database.db, 'admin');
  const post = (url: string, payload: object | string) => ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload });
  const [starter] = await ctx.database.db.select({ id: plans.id }).from(plans);
  return { post, planId: starter!.id };
}
/** Rows of the tables a refused subscription call must leave alone. */
const counts = async () => {
  const { db } = ctx.database;
  const n = async (table: typeof subscriptions | typeof activityLog) => (await db.select({ n: count() }).from(table))[0]!.n;
  return { subscriptions: await n(subscriptions), activity: await n(activityLog) };
};

describe('subscription input', () => {
  it('refuses a bad new subscription with 400 naming the field, and writes nothing', async () => {
    const { post, planId } = await owner();
    const company = await createCompany(ctx.database.db);
    const good = { company_id: company.id, plan_id: planId, billingCycle: 'monthly' };
    const cases: Array<[object | string, string]> = [
      [{ ...good, company_id: undefined }, 'company_id'],
      [{ ...good, plan_id: undefined }, 'plan_id'],
      [{ ...good, billingCycle: undefined }, 'billingCycle'],
      [{ ...good, company_id: 'one' }, 'company_id'],
      [{ ...good, plan_id: String(planId) }, 'plan_id'],
      [{ ...good, billingCycle: 12 }, 'billingCycle'],
      [{ ...good, company_id: 999_999 }, 'company_id'],
      [{ ...good, plan_id: 999_999 }, 'plan_id'],
      [{ ...good, billingCycle: 'weekly' }, 'billingCycle'],
      [{ ...good, billingCycle: kb100 }, 'billingCycle'],
      [{ ...good, startDate: '2026-02-30' }, 'startDate'],
      [{ ...good, startDate: kb100 }, 'startDate'],
      ['{"company_id": ', ''],
    ];
    const before = await counts();
    for (const [body, field] of cases) {
      const res = await post('/api/v1/subscriptions/', body);
      const label = JSON.stringify(body).slice(0, 80);
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toMatchObject({ success: false, code: expect.stringMatching(/^[A-Z_]+$/), message: expect.stringContaining(field) });
      if (field) expect(res.json().errors?.[0]?.field, label).toBe(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('names both unknown ids at once', async () => {
    const { post } = await owner();
    const res = await post('/api/v1/subscriptions/', { company_id: 999_998, plan_id: 999_999, billingCycle: 'yearly' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['company_id', 'plan_id']);
  });

  it('only cancels: any other status, a wrong type or malformed JSON is a 400 that changes nothing', async () => {
    const { post, planId } = await owner();
    const company = await createCompany(ctx.database.db);
    const { id } = (await post('/api/v1/subscriptions/', { company_id: company.id, plan_id: planId, billingCycle: 'monthly' })).json().data;
    const before = await counts();
    for (const body of [{ status: 'active' }, { status: 'expired' }, { status: 1 }, { status: kb100 }, {}, '{"status": ']) {
      const res = await post(`/api/v1/subscriptions/${id}/`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await post('/api/v1/subscriptions/abc/', { status: 'cancelled' })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('subscription access', () => {
  it('is the owner’s alone: staff, editors and clients 403 on every call, no token 401', async () => {
    const { db } = ctx.database;
    const { post, planId } = await owner();
    const company = await createCompany(db);
    const { id } = (await post('/api/v1/subscriptions/', { company_id: company.id, plan_id: planId, billingCycle: 'monthly' })).json().data;
    const calls = [
      { method: 'GET', url: '/api/v1/plans/' },
      { method: 'POST', url: `/api/v1/plans/${planId}/`, payload: { price: '1' } },
      { method: 'GET', url: '/api/v1/subscriptions/' },
      { method: 'POST', url: '/api/v1/subscriptions/', payload: { company_id: company.id, plan_id: planId, billingCycle: 'yearly' } },
      { method: 'POST', url: `/api/v1/subscriptions/${id}/`, payload: { status: 'cancelled' } },
    ] as const;
    const before = await counts();
    for (const kind of ['staff', 'editor', 'client', 'company'] as const) {
      const { headers } = await signInAs(ctx.app, db, kind);
      for (const call of calls) expect((await ctx.app.inject({ ...call, headers })).statusCode, `${kind} ${call.method} ${call.url}`).toBe(403);
    }
    for (const call of calls) expect((await ctx.app.inject(call)).statusCode, `anonymous ${call.method} ${call.url}`).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
