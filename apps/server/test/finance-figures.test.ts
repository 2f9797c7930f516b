import { describe, expect, it } from 'vitest';
import { loadDemoData } from '../src/bootstrap/demo/load-demo.ts';
import { createServices } from '../src/services.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const cents = (amount: string) => Math.round(Number(amount) * 100);
const sumOf = (amounts: string[]) => (amounts.reduce((total, amount) => total + cents(amount), 0) / 100).toFixed(2);

describe('the studio\'s figures on every screen', () => {
  it('are the same revenue, billed, expenses and profit on the Dashboard, Invoices, Overview and Income and Expense, on the demo studio', { timeout: 120_000 }, async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'admin');
    await loadDemoData(ctx.database.db, createServices(ctx.database.db, { tokenTtlHours: 12, clock: ctx.clock.now }), ctx.clock.now());
    const get = async (url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: owner.headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };

    const dashboard = (await get('/api/v1/dashboard/')).data;
    const invoices = await get('/api/v1/invoices/');
    const overview = (await get('/api/v1/overview/?period=all_time')).data;
    const ledger = await get('/api/v1/transactions/');

    const finance = dashboard.finance;
    expect(invoices.stats.finance).toEqual(finance);
    expect(overview.finance).toEqual(finance);
    expect(ledger.stats.finance).toEqual(finance);

    // Each screen's own cards read the same figures.
    expect(dashboard.total_expenses).toBe(finance.expenses);
    expect(invoices.stats).toMatchObject({ total_revenue: finance.revenue, total_billed: finance.billed, total_expenses: finance.expenses, net_profit: finance.profit });
    expect(overview.stats).toMatchObject({ sales: finance.revenue, purchase: finance.expenses, profit: finance.profit });
    expect(ledger.stats).toMatchObject({ income: sumOf([finance.revenue, finance.other_income]), expense: finance.expenses, net: finance.profit });

    // And they are what the rows say: paid invoices, sent or paid invoices, invoice expenses plus the ledger's own.
    type Row = { status: string; sent_at: string | null; total: string; totalExpense: string };
    const rows: Row[] = invoices.data;
    type Entry = { source: string; type: string; amount: string };
    const entries: Entry[] = ledger.data;
    expect(finance.revenue).toBe(sumOf(rows.filter((row) => row.status === 'paid').map((row) => row.total)));
    expect(finance.billed).toBe(sumOf(rows.filter((row) => row.status === 'paid' || row.sent_at).map((row) => row.total)));
    const byHand = (type: string) => entries.filter((entry) => entry.source === 'manual' && entry.type === type).map((entry) => entry.amount);
    expect(finance.expenses).toBe(sumOf([...rows.map((row) => row.totalExpense), ...byHand('expense')]));
    expect(finance.other_income).toBe(sumOf(byHand('income')));
    expect(finance.profit).toBe(((cents(finance.revenue) + cents(finance.other_income) - cents(finance.expenses)) / 100).toFixed(2));
    // The demo studio has something in every figure, and has billed more than it has been paid.
    for (const figure of ['revenue', 'billed', 'other_income', 'expenses'] as const) expect(cents(finance[figure]), figure).toBeGreaterThan(0);
    expect(cents(finance.billed)).toBeGreaterThan(cents(finance.revenue));
  });
});
