import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, transactions } from '../src/db/schema/index.ts';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const url = '/api/v1/transactions/';

async function owner() {
  const { headers } = await signInAs(ctx.app, ctx.database.db, 'admin');
  const call = (method: 'GET' | 'POST' | 'DELETE', path = '', payload?: unknown) =>
    ctx.app.inject({ method, url: `${url}${path}`, headers, ...(payload === undefined ? {} : typeof payload === 'string' ? { payload, headers: { ...headers, 'content-type': 'application/json' } } : { payload: payload as object }) });
  return { headers, call };
}
const manualRows = async () => (await ctx.database.db.select({ n: count() }).from(transactions))[0]!.n;

describe('Income and Expense ledger', () => {
  it('adds entries with today as the default date, lists them newest first with totals, and filters by tab and dates', async () => {
    const { call } = await owner();
    const added = await call('POST', '', { amount: '1250.50', description: 'Drone rental to a neighbour', category: 'Equipment Rental' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ success: true, message: 'Transaction added successfully!', data: { source: 'manual', type: 'income', amount: '1250.50', date: '2026-11-22', project: null, client: null } });
    await call('POST', '', { type: 'expense', amount: 99.99, description: 'Lightroom plan', category: 'Software', date: '2026-10-03' });

    const all = (await call('GET')).json();
    expect(all.data.map((row: { description: string }) => row.description)).toEqual(['Drone rental to a neighbour', 'Lightroom plan']);
    const finance = { revenue: '0.00', billed: '0.00', other_income: '1250.50', expenses: '99.99', profit: '1150.51' };
    expect(all.stats).toEqual({ income: '1250.50', expense: '99.99', net: '1150.51', finance });
    expect(all.pagination).toBeUndefined();

    const expenses = (await call('GET', '?type=expense')).json();
    expect(expenses.data).toHaveLength(1);
    // The tab filters the rows and their totals; the studio's figures follow the dates alone.
    expect(expenses.stats).toEqual({ income: '0.00', expense: '99.99', net: '-99.99', finance });
    const october = (await call('GET', '?from=2026-10-01&to=2026-10-31&page=1&page_size=10')).json();
    expect(october.stats.finance).toEqual({ revenue: '0.00', billed: '0.00', other_income: '0.00', expenses: '99.99', profit: '-99.99' });
    expect(october.data.map((row: { category: string }) => row.category)).toEqual(['Software']);
    expect(october.pagination).toEqual({ page: 1, page_size: 10, total: 1 });
    expect((await call('GET', '?search=lightroom')).json().data).toHaveLength(1);
  });

  it('shows paid invoices as income and invoice expenses as expenses, read from the invoices, never stored twice', async () => {
    const { headers, call } = await owner();
    const catalog = await createCatalog(ctx.database.db);
    const created = (await postProject(ctx.app, headers, projectInput(catalog))).json();
    const invoiceUrl = `/api/v1/invoices/${created.invoice.id}/`;
    expect((await call('GET')).json().data).toEqual([]); // issued, not paid: nothing yet

    await ctx.app.inject({ method: 'POST', url: invoiceUrl, headers, payload: { status: 'paid', expense: [{ description: 'Drone permit', amount: '150' }, 'Fuel 20.50'] } });
    const ledger = (await call('GET')).json();
    expect(ledger.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'invoice', type: 'income', amount: '385.00', description: `Invoice ${created.invoice.invoiceNumber}`, category: 'Service Revenue', project: { id: created.data.id, projectName: '12 Ocean View Rd' }, client: { id: catalog.company.id, companyName: 'Harbour Realty' } }),
        expect.objectContaining({ source: 'invoice_expense', type: 'expense', amount: '150.00', description: 'Drone permit' }),
        expect.objectContaining({ source: 'invoice_expense', type: 'expense', amount: '20.50', description: 'Fuel' }),
      ]),
    );
    expect(ledger.stats).toEqual({ income: '385.00', expense: '170.50', net: '214.50', finance: { revenue: '385.00', billed: '385.00', other_income: '0.00', expenses: '170.50', profit: '214.50' } });
    expect(await manualRows()).toBe(0);

    // Editing the expenses and unpaying the invoice change the ledger with them.
    await ctx.app.inject({ method: 'POST', url: invoiceUrl, headers, payload: { status: 'not_paid', expense: ['Fuel 20.50'] } });
    expect((await call('GET')).json().stats).toEqual({ income: '0.00', expense: '20.50', net: '-20.50', finance: { revenue: '0.00', billed: '0.00', other_income: '0.00', expenses: '20.50', profit: '-20.50' } });
  });

  it('deletes entries made by hand, logs it, and answers 404 for anything else', async () => {
    const { call } = await owner();
    const id = (await call('POST', '', { type: 'expense', amount: '40', description: 'Parking', category: 'Travel', date: '2026-11-01' })).json().data.id;
    const res = await call('DELETE', `${id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Transaction deleted successfully!');
    expect(await manualRows()).toBe(0);
    expect((await call('DELETE', `${id}/`)).statusCode).toBe(404);
    const actions = (await ctx.database.db.select({ action: activityLog.action }).from(activityLog)).map((row) => row.action);
    expect(actions).toEqual(['transaction.added', 'transaction.deleted']);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const { call } = await owner();
    const good = { type: 'expense', amount: '10.00', description: 'Batteries', category: 'Equipment', date: '2026-11-02' };
    const cases: Array<[unknown, string]> = [
      [{ ...good, amount: undefined }, 'amount'],
      [{ ...good, amount: '-5' }, 'amount'],
      [{ ...good, amount: '0' }, 'amount'],
      [{ ...good, amount: '1.005' }, 'amount'],
      [{ ...good, amount: 'ten' }, 'amount'],
      [{ ...good, description: '' }, 'description'],
      [{ ...good, description: 'x'.repeat(100_000) }, 'description'],
      [{ ...good, description: 42 }, 'description'],
      [{ ...good, category: undefined }, 'category'],
      [{ ...good, category: 'Service Revenue' }, 'category'],
      [{ ...good, type: 'refund' }, 'type'],
      [{ ...good, date: '2026-02-30' }, 'date'],
      [{ ...good, project_id: 999_999 }, 'project_id'],
      [{ ...good, company_id: 'abc' }, 'company_id'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toContain(field);
    }
    expect((await call('POST', '', '{"amount": ')).statusCode).toBe(400);
    expect((await call('GET', '?type=refund')).statusCode).toBe(400);
    expect(await manualRows()).toBe(0);
  });

  it('is the owner’s alone: staff, editors and clients 403, no token 401', async () => {
    const { db } = ctx.database;
    for (const kind of ['staff', 'editor', 'company'] as const) {
      const { headers } = await signInAs(ctx.app, db, kind);
      expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode, kind).toBe(403);
      expect((await ctx.app.inject({ method: 'POST', url, headers, payload: { amount: '1', description: 'x', category: 'Other Revenue' } })).statusCode, kind).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(await manualRows()).toBe(0);
  });
});
