import { describe, expect, it } from 'vitest';
import { projects, transactions } from '../src/db/schema/index.ts';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

// The test clock stands at 2026-11-22 10:00 UTC: invoices are issued and paid then.
const ctx = useTestApp();

async function business() {
  const { db } = ctx.database;
  const owner = await signInAs(ctx.app, db, 'admin');
  const catalog = await createCatalog(db);
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: owner.headers, payload });
  // Twilight 350 + 10% GST = 385.00; floor plan 120.50 without GST; a cancelled twilight shoot, paid before it was called off.
  const twilight = (await postProject(ctx.app, owner.headers, projectInput(catalog, { projectName: 'Twilight' }))).json();
  const plan = (await postProject(ctx.app, owner.headers, projectInput(catalog, { projectName: 'Plan', service_id: catalog.noGst.id }))).json();
  const cancelled = (await postProject(ctx.app, owner.headers, projectInput(catalog, { projectName: 'Called off' }))).json();
  await post(`/api/v1/invoices/${twilight.invoice.id}/`, { status: 'paid', expense: [{ description: 'Drone permit', amount: '150.25' }] });
  await post(`/api/v1/invoices/${cancelled.invoice.id}/`, { status: 'paid' });
  await post(`/api/v1/projects/${cancelled.data.id}/`, { projectStatus: 'cancelled' });
  await db.update(projects).set({ createdAt: new Date('2026-11-05T09:00:00Z') });
  await db.insert(transactions).values([
    { type: 'expense', amount: '49.75', description: 'Lightroom', category: 'Software', date: '2026-11-10' },
    { type: 'income', amount: '80.00', description: 'Print sale', category: 'License Sales', date: '2026-10-15' },
    { type: 'expense', amount: '999.00', description: 'Last year', category: 'Equipment', date: '2025-06-01' },
  ]);
  return { owner, ids: { twilight: twilight.data.id, plan: plan.data.id } };
}

const overview = (headers: Record<string, string>, period = 'this_month') => ctx.app.inject({ method: 'GET', url: `/api/v1/overview/?period=${period}`, headers });

describe('Overview', () => {
  it('computes the six figures of the period from paid invoices, projects, invoice expenses and ledger entries', async () => {
    const { owner } = await business();
    const res = await overview(owner.headers);
    expect(res.statusCode).toBe(200);
    const { period, stats, finance } = res.json().data;
    expect(period).toEqual({ key: 'this_month', from: '2026-11-01', to: '2026-11-22' });
    // revenue: paid 385 + 385 (the unpaid, unsent plan is neither revenue nor billed); refunds due 385
    // (paid, then cancelled); expenses 150.25 + 49.75; profit 770 - 200.
    expect(stats).toEqual({ sales: '770.00', sales_return: '385.00', purchase: '200.00', orders: 3, purchase_rate: '26.0', profit: '570.00' });
    expect(finance).toEqual({ revenue: '770.00', billed: '770.00', other_income: '0.00', expenses: '200.00', profit: '570.00' });
  });

  it('counts income entered by hand in the profit, and runs all time from the first record', async () => {
    const { owner } = await business();
    const { period, finance } = (await overview(owner.headers, 'all_time')).json().data;
    expect(period).toEqual({ key: 'all_time', from: '2025-06-01', to: '2026-11-22' });
    // expenses 150.25 + 49.75 + 999; other income 80; profit 770 + 80 - 1199.
    expect(finance).toEqual({ revenue: '770.00', billed: '770.00', other_income: '80.00', expenses: '1199.00', profit: '-349.00' });
  });

  it('charts a year of income, expense and cashback by month, with empty months as zero', async () => {
    const { owner } = await business();
    const { balance } = (await overview(owner.headers, 'this_year')).json().data;
    expect(balance).toHaveLength(12);
    expect(balance[0]).toEqual({ month: '2025-12', income: '0.00', expense: '0.00', cashback: '0.00' });
    expect(balance.at(-2)).toEqual({ month: '2026-10', income: '80.00', expense: '0.00', cashback: '0.00' });
    // Paid: 385 (twilight) + 385 (the cancelled shoot, also cashback); expenses 150.25 + 49.75.
    expect(balance.at(-1)).toEqual({ month: '2026-11', income: '770.00', expense: '200.00', cashback: '385.00' });
  });

  it('answers zeros for a period without revenue or expenses, and no rate without revenue', async () => {
    const { owner } = await business();
    const { stats, finance } = (await overview(owner.headers, 'last_month')).json().data;
    expect(stats).toEqual({ sales: '0.00', sales_return: '0.00', purchase: '0.00', orders: 0, purchase_rate: null, profit: '80.00' });
    expect(finance).toEqual({ revenue: '0.00', billed: '0.00', other_income: '80.00', expenses: '0.00', profit: '80.00' });
  });

  it('lists the latest activity first, with who did it', async () => {
    const { owner } = await business();
    const { recent_activity } = (await overview(owner.headers)).json().data;
    expect(recent_activity.length).toBeGreaterThan(3);
    expect(recent_activity[0]).toMatchObject({ action: 'project.status_changed', entity_type: 'project', subject: 'Called off', detail: { to: 'cancelled' } });
    expect(recent_activity[0].actor_name).toBe('username' in owner.account ? owner.account.username : '');
  });

  it('is for the owner and staff: clients and editors 403, no token 401, an unknown period 400', async () => {
    const { db } = ctx.database;
    const staff = await signInAs(ctx.app, db, 'staff');
    expect((await overview(staff.headers)).statusCode).toBe(200);
    for (const kind of ['editor', 'company', 'client'] as const) {
      const other = await signInAs(ctx.app, db, kind, kind === 'client' ? { companyId: (await signInAs(ctx.app, db, 'company')).companyId! } : {});
      expect((await overview(other.headers)).statusCode, kind).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/overview/' })).statusCode).toBe(401);
    const bad = await overview(staff.headers, 'forever');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('period');
  });
});
