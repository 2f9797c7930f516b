import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema/index.ts';
import { createCompany, createUser } from './factories.ts';
import { insertProject } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

// The test clock stands at 2026-11-22.
const ctx = useTestApp();

async function owner() {
  const { headers } = await signInAs(ctx.app, ctx.database.db, 'admin');
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const plans = (await call('GET', '/api/v1/plans/')).json().data as Array<{ id: number; planName: string; price: string; max_projects: number; max_users: number }>;
  const planId = (name: string) => plans.find((p) => p.planName === name)!.id;
  return { headers, call, plans, planId };
}
const rows = async () => (await ctx.database.db.select({ n: count() }).from(subscriptions))[0]!.n;

describe('plans', () => {
  it("starts with the spec's three plans, and the owner edits one", async () => {
    const { call, plans, planId } = await owner();
    expect(plans.map((p) => [p.planName, p.price, p.max_projects, p.max_users])).toEqual([
      ['Starter', '29.00', 10, 5],
      ['Professional', '79.00', 50, 15],
      ['Enterprise', '199.00', -1, -1],
    ]);
    const res = await call('POST', `/api/v1/plans/${planId('Starter')}/`, { price: '35', max_projects: 12, features: ['12 projects', 'Client portal'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ planName: 'Starter', price: '35.00', max_projects: 12, max_users: 5, features: ['12 projects', 'Client portal'] });
    expect((await call('GET', '/api/v1/plans/')).json().data).toHaveLength(3);
    for (const body of [{}, { price: '-1' }, { max_projects: -2 }, { max_users: 1.5 }, { features: [''] }, { features: 'x' }]) {
      expect((await call('POST', `/api/v1/plans/${planId('Starter')}/`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('POST', '/api/v1/plans/999999/', { price: '1' })).statusCode).toBe(404);
  });
});

describe('company subscriptions', () => {
  it('subscribes a company with the end date from the cycle, counts its use, and allows one active at a time', async () => {
    const { call, planId } = await owner();
    const company = await createCompany(ctx.database.db, { companyName: 'Bayside Realty' });
    for (let i = 0; i < 3; i++) await insertProject(ctx.database.db, { companyId: company.id });
    await createUser(ctx.database.db, 'client', { companyId: company.id });

    const created = await call('POST', '/api/v1/subscriptions/', { company_id: company.id, plan_id: planId('Starter'), billingCycle: 'yearly', startDate: '2026-01-31' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Subscription created successfully!',
      data: { company: { companyName: 'Bayside Realty' }, planName: 'Starter', price: '348.00', billingCycle: 'yearly', status: 'active', startDate: '2026-01-31', endDate: '2027-01-31', usage: { projects: 3, projects_limit: 10, users: 1, users_limit: 5 } },
    });
    const again = await call('POST', '/api/v1/subscriptions/', { company_id: company.id, plan_id: planId('Enterprise'), billingCycle: 'monthly' });
    expect(again.statusCode).toBe(409);
    expect(await rows()).toBe(1);

    const list = (await call('GET', '/api/v1/subscriptions/')).json();
    expect(list.data).toHaveLength(1);
    expect(list.stats).toEqual({ active: 1, monthly_revenue: '29.00' });
  });

  it('cancels an active subscription once, then lets the company subscribe again (today by default)', async () => {
    const { call, planId } = await owner();
    const company = await createCompany(ctx.database.db);
    const id = (await call('POST', '/api/v1/subscriptions/', { company_id: company.id, plan_id: planId('Professional'), billingCycle: 'monthly' })).json().data.id;
    const cancelled = await call('POST', `/api/v1/subscriptions/${id}/`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: 'Subscription cancelled successfully!', data: { status: 'cancelled' } });
    expect(cancelled.json().data.cancelled_at).toBe(ctx.clock.now().toISOString());
    expect((await call('POST', `/api/v1/subscriptions/${id}/`, { status: 'cancelled' })).statusCode).toBe(409);
    const renewed = (await call('POST', '/api/v1/subscriptions/', { company_id: company.id, plan_id: planId('Professional'), billingCycle: 'monthly' })).json().data;
    expect(renewed).toMatchObject({ startDate: '2026-11-22', endDate: '2026-12-22', price: '79.00' });
    expect((await call('GET', '/api/v1/subscriptions/?status=cancelled')).json().data.map((s: { id: number }) => s.id)).toEqual([id]);
  });

  it('reads an active subscription past its end date as expired, which frees the company to subscribe again', async () => {
    const { call, planId } = await owner();
    const company = await createCompany(ctx.database.db);
    const id = (await call('POST', '/api/v1/subscriptions/', { company_id: company.id, plan_id: planId('Starter'), billingCycle: 'monthly', startDate: '2025-01-10' })).json().data.id;
    expect((await call('GET', '/api/v1/subscriptions/?status=expired')).json().data.map((s: { id: number }) => s.id)).toEqual([id]);
    const [row] = await ctx.database.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, id));
    expect(row?.status).toBe('active');
    expect((await call('POST', `/api/v1/subscriptions/${id}/`, { status: 'cancelled' })).statusCode).toBe(409);
    expect((await call('POST', '/api/v1/subscriptions/', { company_id: company.id, plan_id: planId('Starter'), billingCycle: 'monthly' })).statusCode).toBe(201);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const { call, planId } = await owner();
    const company = await createCompany(ctx.database.db);
    const good = { company_id: company.id, plan_id: planId('Starter'), billingCycle: 'monthly' };
    const cases: Array<[object, string]> = [
      [{ ...good, company_id: undefined }, 'company_id'],
      [{ ...good, plan_id: undefined }, 'plan_id'],
      [{ ...good, billingCycle: undefined }, 'billingCycle'],
      [{ ...good, billingCycle: 'weekly' }, 'billingCycle'],
      [{ ...good, company_id: 999_999 }, 'company_id'],
      [{ ...good, plan_id: 999_999 }, 'plan_id'],
      [{ ...good, company_id: 'one' }, 'company_id'],
      [{ ...good, startDate: '2026-02-30' }, 'startDate'],
      [{ ...good, startDate: 'x'.repeat(100_000) }, 'startDate'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/v1/subscriptions/', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect((await call('POST', '/api/v1/subscriptions/1/', { status: 'active' })).statusCode).toBe(400);
    expect(await rows()).toBe(0);
  });

  it('is the owner’s alone: staff, editors and clients 403, no token 401', async () => {
    const { db } = ctx.database;
    for (const kind of ['staff', 'editor', 'company'] as const) {
      const { headers } = await signInAs(ctx.app, db, kind);
      for (const url of ['/api/v1/plans/', '/api/v1/subscriptions/']) expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode, `${kind} ${url}`).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/subscriptions/' })).statusCode).toBe(401);
  });
});
