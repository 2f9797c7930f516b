import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { activityLog, plans as plansTable, subscriptions } from '../src/db/schema/index.ts';
import { openRuntime } from '../src/runtime.ts';
import { createCompany, createUser } from './factories.ts';
import { insertProject } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

// The test clock stands at 2026-11-22.
const ctx = useTestApp();
const day = 24 * 3600 * 1000;

async function owner() {
  const { headers } = await signInAs(ctx.app, ctx.database.db, 'admin');
  const call = (method: 'GET' | 'POST', url: string, payload?: object | string) =>
    ctx.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, ...(payload === undefined ? {} : { payload }) });
  const plans = (await call('GET', '/api/v1/plans/')).json().data as Array<{ id: number; planName: string; price: string; max_projects: number; max_users: number; extra_shoot_price: string }>;
  const planId = (name: string) => plans.find((p) => p.planName === name)!.id;
  const subscribe = async (body: object) => (await call('POST', '/api/v1/subscriptions/', body)).json().data as { id: number; status: string; usage: object };
  return { call, plans, planId, subscribe };
}
const rows = async () => (await ctx.database.db.select({ n: count() }).from(subscriptions))[0]!.n;
const logged = async (action: string, entityId: number) =>
  (await ctx.database.db.select({ n: count() }).from(activityLog).where(and(eq(activityLog.action, action), eq(activityLog.entityId, entityId))))[0]!.n;

describe('plans', () => {
  it("starts with the spec's three plans, and the owner edits price, limits and features", async () => {
    const { call, plans, planId } = await owner();
    expect(plans.map((p) => [p.planName, p.price, p.max_projects, p.max_users, p.extra_shoot_price])).toEqual([
      ['Starter', '29.00', 10, 5, '3.50'],
      ['Professional', '79.00', 50, 15, '2.00'],
      ['Enterprise', '199.00', -1, -1, '0.00'],
    ]);
    const extra = await call('POST', `/api/v1/plans/${planId('Professional')}/`, { extra_shoot_price: '4.25' });
    expect(extra.json().data).toMatchObject({ planName: 'Professional', extra_shoot_price: '4.25', max_projects: 50 });
    for (const value of ['-1', 'abc', null]) expect((await call('POST', `/api/v1/plans/${planId('Professional')}/`, { extra_shoot_price: value })).json().message).toContain('extra_shoot_price');
    const res = await call('POST', `/api/v1/plans/${planId('Starter')}/`, { price: '35', max_projects: 12, max_users: -1, features: ['12 projects', 'Client portal'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Plan updated successfully!', data: { planName: 'Starter', price: '35.00', max_projects: 12, max_users: -1, features: ['12 projects', 'Client portal'] } });
    expect((await call('GET', '/api/v1/plans/')).json().data).toHaveLength(3);
    expect(await logged('plan.updated', planId('Starter'))).toBe(1);
    for (const body of [{}, { price: '-1' }, { price: 'abc' }, { max_projects: -2 }, { max_users: 1.5 }, { max_users: '5' }, { features: [''] }, { features: 'x' }, { features: ['x'.repeat(100_000)] }]) {
      expect((await call('POST', `/api/v1/plans/${planId('Starter')}/`, body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await call('POST', '/api/v1/plans/999999/', { price: '1' })).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/plans/')).json().data[0]).toMatchObject({ price: '35.00', max_projects: 12 });
  });

  it('are priced in the business currency, whichever it is now', async () => {
    const { call, planId } = await owner();
    expect((await call('GET', '/api/v1/plans/')).json().data.map((p: { currency: string }) => p.currency)).toEqual(['INR', 'INR', 'INR']);
    expect((await call('POST', '/api/v1/settings/business/', { name: 'Lens & Light Studio', currency: 'AUD' })).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/plans/')).json().data.map((p: { currency: string }) => p.currency)).toEqual(['AUD', 'AUD', 'AUD']);
    expect((await call('POST', `/api/v1/plans/${planId('Starter')}/`, { price: '30' })).json().data).toMatchObject({ price: '30.00', currency: 'AUD' });
  });

  it('are seeded at start on a new embedded database, once however often it starts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-plans-'));
    try {
      for (let start = 0; start < 2; start++) {
        const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir }));
        const names = (await runtime.database.db.select({ name: plansTable.name }).from(plansTable)).map((p) => p.name);
        await runtime.database.close();
        expect(names.sort()).toEqual(['Enterprise', 'Professional', 'Starter']);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('company subscriptions', () => {
  it('subscribes a company at the cycle price with the end date from the cycle, logs it, and allows one active at a time', async () => {
    const { call, planId, subscribe } = await owner();
    const company = await createCompany(ctx.database.db, { companyName: 'Bayside Realty' });
    const created = await call('POST', '/api/v1/subscriptions/', { company_id: company.id, plan_id: planId('Starter'), billingCycle: 'yearly', startDate: '2026-01-31' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Subscription created successfully!',
      data: { company: { id: company.id, companyName: 'Bayside Realty' }, plan: { planName: 'Starter' }, planName: 'Starter', price: '348.00', billingCycle: 'yearly', status: 'active', startDate: '2026-01-31', endDate: '2027-01-31', cancelled_at: null },
    });
    expect(await logged('subscription.created', created.json().data.id)).toBe(1);
    const again = await call('POST', '/api/v1/subscriptions/', { company_id: company.id, plan_id: planId('Enterprise'), billingCycle: 'monthly' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'CONFLICT', message: expect.stringContaining('already has an active subscription') });
    expect(await rows()).toBe(1);

    const monthly = await subscribe({ company_id: (await createCompany(ctx.database.db)).id, plan_id: planId('Professional'), billingCycle: 'monthly', startDate: '2026-11-01' });
    expect(monthly).toMatchObject({ price: '79.00', endDate: '2026-12-01' });
    const list = (await call('GET', '/api/v1/subscriptions/')).json();
    expect(list.data).toHaveLength(2);
    expect(list.stats).toEqual({ active: 2, monthly_revenue: '108.00' }); // 79 + 348 / 12
  });

  it("counts the company's shoots this month and active client people against the plan's limits, and what the extra shoots cost", async () => {
    const { db } = ctx.database;
    const { planId, subscribe } = await owner();
    const [busy, other] = [await createCompany(db), await createCompany(db)];
    // The test clock reads 22 November 2026: shoots dated 1 to 30 November count, October's and December's do not.
    for (let i = 0; i < 11; i++) await insertProject(db, { companyId: busy.id, startDate: `2026-11-${String(i * 2 + 1).padStart(2, '0')}` });
    await insertProject(db, { companyId: busy.id, startDate: '2026-11-30' });
    await insertProject(db, { companyId: busy.id, startDate: '2026-10-31' });
    await insertProject(db, { companyId: busy.id, startDate: '2026-12-01' });
    // Without a shoot date, the day it was booked counts.
    await insertProject(db, { companyId: other.id, createdAt: new Date('2026-11-02T09:00:00Z') });
    await insertProject(db, { companyId: other.id, createdAt: new Date('2026-09-02T09:00:00Z') });
    await createUser(db, 'client', { companyId: busy.id });
    await createUser(db, 'client', { companyId: busy.id });
    await createUser(db, 'client', { companyId: busy.id, isActive: false }); // deleted: deactivated
    await createUser(db, 'staff', { companyId: busy.id }); // not a client person
    await createUser(db, 'client', { companyId: other.id });

    expect((await subscribe({ company_id: busy.id, plan_id: planId('Starter'), billingCycle: 'monthly' })).usage).toEqual({ projects: 12, projects_limit: 10, users: 2, users_limit: 5, extra_shoots: 2, extra_cost: '7.00' });
    expect((await subscribe({ company_id: other.id, plan_id: planId('Enterprise'), billingCycle: 'monthly' })).usage).toEqual({ projects: 1, projects_limit: -1, users: 1, users_limit: -1, extra_shoots: 0, extra_cost: '0.00' });
  });

  it('cancels an active subscription once, recording when, then lets the company subscribe again (today by default)', async () => {
    const { call, planId, subscribe } = await owner();
    const company = await createCompany(ctx.database.db);
    const { id } = await subscribe({ company_id: company.id, plan_id: planId('Professional'), billingCycle: 'monthly' });
    const cancelled = await call('POST', `/api/v1/subscriptions/${id}/`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: 'Subscription cancelled successfully!', data: { id, status: 'cancelled', cancelled_at: ctx.clock.now().toISOString() } });
    expect(await logged('subscription.cancelled', id)).toBe(1);
    const twice = await call('POST', `/api/v1/subscriptions/${id}/`, { status: 'cancelled' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('this one is cancelled');
    expect(await logged('subscription.cancelled', id)).toBe(1);
    expect((await call('POST', '/api/v1/subscriptions/999999/', { status: 'cancelled' })).statusCode).toBe(404);
    expect(await subscribe({ company_id: company.id, plan_id: planId('Professional'), billingCycle: 'monthly' })).toMatchObject({ startDate: '2026-11-22', endDate: '2026-12-22', price: '79.00' });
    expect((await call('GET', '/api/v1/subscriptions/?status=cancelled')).json().data.map((s: { id: number }) => s.id)).toEqual([id]);
  });

  it('reads an active subscription as expired once the clock passes its end date, which frees the company', async () => {
    const company = await createCompany(ctx.database.db);
    const before = await owner();
    const { id } = await before.subscribe({ company_id: company.id, plan_id: before.planId('Starter'), billingCycle: 'monthly' }); // 2026-11-22 to 2026-12-22
    const idsWith = async (status: string) => (await (await owner()).call('GET', `/api/v1/subscriptions/?status=${status}`)).json().data.map((s: { id: number }) => s.id);
    try {
      ctx.clock.advance(30 * day); // its last day; a new sign-in each time, as tokens last 12 hours
      expect(await idsWith('active')).toEqual([id]);
      ctx.clock.advance(day);
      expect(await idsWith('active')).toEqual([]);
      expect(await idsWith('expired')).toEqual([id]);
      const { call, planId, subscribe } = await owner();
      const list = (await call('GET', '/api/v1/subscriptions/')).json();
      expect(list.data[0]).toMatchObject({ id, status: 'expired' });
      expect(list.stats).toEqual({ active: 0, monthly_revenue: '0.00' });
      const [row] = await ctx.database.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, id));
      expect(row?.status).toBe('active'); // derived, not rewritten
      expect((await call('POST', `/api/v1/subscriptions/${id}/`, { status: 'cancelled' })).statusCode).toBe(409);
      expect(await subscribe({ company_id: company.id, plan_id: planId('Starter'), billingCycle: 'monthly' })).toMatchObject({ status: 'active', startDate: '2026-12-23' });
    } finally {
      ctx.clock.advance(-31 * day);
    }
  });

  it('filters by status, company and company name, and pages', async () => {
    const { call, planId, subscribe } = await owner();
    const names = ['Bayside Realty', 'Coastal Homes', 'Bayview Estates'];
    const companies = [];
    for (const companyName of names) companies.push(await createCompany(ctx.database.db, { companyName }));
    for (const company of companies) await subscribe({ company_id: company.id, plan_id: planId('Starter'), billingCycle: 'monthly' });
    const get = async (query: string) => (await call('GET', `/api/v1/subscriptions/${query}`)).json();
    const namesOf = (answer: { data: Array<{ company: { companyName: string } }> }) => answer.data.map((s) => s.company.companyName).sort();
    expect(namesOf(await get('?search=bay'))).toEqual(['Bayside Realty', 'Bayview Estates']);
    expect(namesOf(await get(`?company_id=${companies[1]!.id}`))).toEqual(['Coastal Homes']);
    const page = await get('?page=2&page_size=2');
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toEqual({ page: 2, page_size: 2, total: 3 });
    expect((await get('?status=weekly')).success).toBe(false);
  });
});
