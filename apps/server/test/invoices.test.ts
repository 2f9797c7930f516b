import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceCounters, invoiceExpenses, invoices, projects } from '../src/db/schema/index.ts';
import { createFinanceRepository } from '../src/modules/finance/finance.repository.ts';
import { createInvoicesRepository } from '../src/modules/invoices/invoices.repository.ts';
import { createInvoicesService } from '../src/modules/invoices/invoices.service.ts';
import { createPaymentsRepository } from '../src/modules/payments/payments.repository.ts';
import { createActivityRepository } from '../src/modules/activity/activity.repository.ts';
import { transactor } from '../src/lib/transaction.ts';
import { createCatalog, insertProject, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const url = '/api/v1/invoices/';

async function staffWithCatalog() {
  const session = await signInAs(ctx.app, ctx.database.db, 'staff');
  return { ...session, catalog: await createCatalog(ctx.database.db) };
}

const numbers = async () => (await ctx.database.db.select({ n: invoices.invoiceNumber }).from(invoices)).map((r) => r.n).sort();

describe('invoice numbering', () => {
  it('numbers invoices per year without gaps or duplicates, also under 20 concurrent creations', async () => {
    const { headers, catalog } = await staffWithCatalog();
    expect((await postProject(ctx.app, headers, projectInput(catalog))).json().invoice.invoiceNumber).toBe('INV-2026-001');
    const failed = await postProject(ctx.app, headers, projectInput(catalog, { service_id: 99_999 }));
    expect(failed.statusCode).toBe(400);
    expect(failed.json().errors).toEqual([{ field: 'service_id', message: 'does not match an existing record' }]);
    expect((await postProject(ctx.app, headers, projectInput(catalog))).json().invoice.invoiceNumber).toBe('INV-2026-002');

    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => postProject(ctx.app, headers, projectInput(catalog, { projectName: `Shoot ${i}` }))));
    expect(created.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const expected = Array.from({ length: 22 }, (_, i) => `INV-2026-${String(i + 1).padStart(3, '0')}`);
    expect(await numbers()).toEqual(expected);
    expect((await ctx.database.db.select().from(invoiceCounters))[0]).toEqual({ year: 2026, lastNumber: 22 });
  });

  it('gives the number back when the creating transaction rolls back', async () => {
    const { catalog, account } = await staffWithCatalog();
    const { db } = ctx.database;
    const service = createInvoicesService({ invoices: createInvoicesRepository(db), finance: createFinanceRepository(db), activity: createActivityRepository(db), transact: transactor(db), clock: ctx.clock.now, payments: createPaymentsRepository(db) });
    const project = await insertProject(db, { companyId: catalog.company.id, serviceId: catalog.withGst.id });
    const actor = { kind: 'user', id: account.id, type: 'user', username: 'staff', email: '', roleId: 1, roleName: 'user', companyId: null, tokenId: 0 } as const;
    await expect(
      transactor(db)(async (tx) => {
        expect((await service.issue(actor, project.id, tx)).invoiceNumber).toBe('INV-2026-001');
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await numbers()).toEqual([]);
    expect((await service.generate(actor, project.id)).invoiceNumber).toBe('INV-2026-001');
  });
});

describe('invoices', () => {
  it('generates the invoice of a project that has none, and refuses a second one', async () => {
    const { headers, catalog } = await staffWithCatalog();
    const project = await insertProject(ctx.database.db, { companyId: catalog.company.id, serviceId: catalog.withGst.id, projectName: 'Loft' });
    const generate = (projectId: unknown) => ctx.app.inject({ method: 'POST', url: `${url}generate/`, headers, payload: { projectId } });
    const res = await generate(project.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ invoiceNumber: 'INV-2026-001', projectId: project.id, projectName: 'Loft', total: '385.00' });
    const again = await generate(project.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Project already has invoice INV-2026-001');
    const unpriced = await insertProject(ctx.database.db, { companyId: catalog.company.id });
    expect((await generate(unpriced.id)).statusCode).toBe(409);
    expect((await generate(99_999)).statusCode).toBe(404);
    expect((await generate('1')).statusCode).toBe(400);
    expect(await numbers()).toEqual(['INV-2026-001']);
  });

  it('toggles paid status and replaces expenses, on the project timeline', async () => {
    const { headers, catalog } = await staffWithCatalog();
    const created = (await postProject(ctx.app, headers, projectInput(catalog))).json();
    const id = created.invoice.id;
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload });

    const paid = await post({ status: 'paid' });
    expect(paid.json()).toMatchObject({ success: true, message: 'Invoice status updated to paid', data: { status: 'paid', paid_at: '2026-11-22T10:00:00.000Z' } });
    const project = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${created.data.id}/`, headers });
    expect(project.json().data).toMatchObject({ invoice: 'paid', invoice_status: 'paid' });

    const expenses = await post({ expense: ['Drone permit 1500', 'Fuel', '   ', { description: 'Travel', amount: 99.9 }] });
    expect(expenses.json()).toMatchObject({
      message: 'Invoice expenses updated successfully!',
      data: {
        totalExpense: '1599.90',
        expense: [
          { description: 'Drone permit', amount: '1500.00' },
          { description: 'Fuel', amount: '0.00' },
          { description: 'Travel', amount: '99.90' },
        ],
      },
    });
    const both = await post({ status: 'not_paid', expense: [] });
    expect(both.json()).toMatchObject({ message: 'Invoice status updated to not_paid. Invoice expenses updated successfully!', data: { status: 'not_paid', paid_at: null, expense: [], totalExpense: '0.00' } });

    const timeline = (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${created.data.id}/activity/`, headers })).json().data;
    expect(timeline.map((e: { action: string }) => e.action)).toEqual([
      'project.created',
      'invoice.generated',
      'invoice.status_changed',
      // Payment puts the shoot's property website live.
      'site.published',
      'invoice.expenses_updated',
      'invoice.status_changed',
      // Not paid again: the site the payment put live goes down with it.
      'site.unpublished',
      'invoice.expenses_updated',
    ]);
    expect(timeline[2].detail).toMatchObject({ invoice_number: 'INV-2026-001', from: 'not_paid', to: 'paid' });
    expect(timeline[3].detail).toMatchObject({ by: 'payment' });
    expect(timeline[4].detail).toMatchObject({ entries: 3, total_expense: '1599.90' });
    expect(timeline[6].detail).toMatchObject({ reason: 'not_paid' });
  });

  it('searches, filters, pages and sums the cards in SQL', async () => {
    const { headers, catalog } = await staffWithCatalog();
    const ids: number[] = [];
    for (const name of ['Alpha', 'Beta', 'Gamma_1', 'Delta']) ids.push((await postProject(ctx.app, headers, projectInput(catalog, { projectName: name }))).json().invoice.id);
    await ctx.app.inject({ method: 'POST', url: `${url}${ids[0]}/`, headers, payload: { status: 'paid', expense: ['Permit 500.25'] } });
    await ctx.app.inject({ method: 'POST', url: `${url}${ids[1]}/`, headers, payload: { expense: ['Fuel 10', 'Tolls 4.75'] } });

    const all = (await ctx.app.inject({ method: 'GET', url, headers })).json();
    expect(all.data.map((i: { projectName: string }) => i.projectName)).toEqual(['Delta', 'Gamma_1', 'Beta', 'Alpha']);
    expect(all.pagination).toBeUndefined();
    // Revenue is the one paid invoice (385.00, billed too: paid without being sent); expenses every invoice's.
    const finance = { revenue: '385.00', billed: '385.00', other_income: '0.00', expenses: '515.00', profit: '-130.00' };
    expect(all.stats).toEqual({ total_revenue: '385.00', total_billed: '385.00', total_expenses: '515.00', net_profit: '-130.00', finance, paid: 1, total: 4, pending_amount: '0.00', overdue: 0 });
    expect(all.data.map((i: { totalExpense: string }) => i.totalExpense)).toEqual(['0.00', '0.00', '14.75', '500.25']);
    expect(all.data[2].expense).toEqual([{ description: 'Fuel', amount: '10.00' }, { description: 'Tolls', amount: '4.75' }]);

    const get = async (query: string) => (await ctx.app.inject({ method: 'GET', url: `${url}?${query}`, headers })).json();
    expect((await get('status=paid')).data.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    expect((await get('search=inv-2026-002')).data.map((i: { id: number }) => i.id)).toEqual([ids[1]]);
    expect((await get('search=a_1')).data.map((i: { projectName: string }) => i.projectName)).toEqual(['Gamma_1']);
    expect((await get('search=harbour')).data).toHaveLength(4);
    const page = await get('page=2&page_size=3');
    expect(page.data.map((i: { projectName: string }) => i.projectName)).toEqual(['Alpha']);
    expect(page.pagination).toEqual({ page: 2, page_size: 3, total: 4 });
    expect(page.stats.total).toBe(4);
    expect(page.data[0].totalExpense).toBe('500.25');
    const paidPage = await get('status=paid&page=1&page_size=1');
    expect(paidPage.pagination.total).toBe(1);
    expect(paidPage.stats).toEqual(all.stats);
    expect((await get('status=done')).success).toBe(false);
  });

  it('refuses bad updates with the field named and changes nothing', async () => {
    const { headers, catalog } = await staffWithCatalog();
    const id = (await postProject(ctx.app, headers, projectInput(catalog))).json().invoice.id;
    await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { expense: ['Keep 1'] } });
    const cases: Array<[unknown, string]> = [
      [{ status: 'done' }, 'status'],
      [{ status: true }, 'status'],
      [{}, 'body'],
      [{ unknown: 1 }, 'body'],
      [{ expense: 'Fuel 10' }, 'expense'],
      [{ expense: ['x'.repeat(100_000)] }, 'expense.0'],
      [{ expense: [{ description: 'Fuel', amount: -5 }] }, 'expense.0'],
      [{ status: 'paid', expense: ['Fine 1', 'Huge 1234567890123'] }, 'expense.1'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message.startsWith(field), res.json().message).toBe(true);
    }
    const malformed = await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"status":' });
    expect(malformed.statusCode).toBe(400);
    const [invoice] = await ctx.database.db.select().from(invoices);
    expect(invoice!.status).toBe('not_paid');
    expect(await ctx.database.db.select({ d: invoiceExpenses.description }).from(invoiceExpenses)).toEqual([{ d: 'Keep' }]);
    expect((await ctx.database.db.select({ n: count() }).from(projects))[0]!.n).toBe(1);
  });

  it('writes numbers past 999 in full', async () => {
    const { headers, catalog } = await staffWithCatalog();
    await ctx.database.db.insert(invoiceCounters).values({ year: 2026, lastNumber: 998 });
    const numbers = [];
    for (let i = 0; i < 2; i++) numbers.push((await postProject(ctx.app, headers, projectInput(catalog))).json().invoice.invoiceNumber);
    expect(numbers).toEqual(['INV-2026-999', 'INV-2026-1000']);
  });

  it('starts a new year at 001', async () => {
    const { headers, catalog } = await staffWithCatalog();
    expect((await postProject(ctx.app, headers, projectInput(catalog))).json().invoice.invoiceNumber).toBe('INV-2026-001');
    ctx.clock.advance(45 * 86_400_000); // the clock is shared by this file: keep this test last
    const later = (await signInAs(ctx.app, ctx.database.db, 'staff')).headers; // the first token has expired
    const next = (await postProject(ctx.app, later, projectInput(catalog))).json().invoice;
    expect(next).toMatchObject({ invoiceNumber: 'INV-2027-001', due_date: '2027-01-20' });
  });
});
