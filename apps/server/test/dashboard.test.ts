import { describe, expect, it } from 'vitest';
import { invoiceExpenses, invoices, projects, transactions } from '../src/db/schema/index.ts';
import { createCompany, createUser } from './factories.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const url = '/api/v1/dashboard/';

describe('admin dashboard', () => {
  it('answers zero counts on an empty business', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'admin');
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    const finance = { revenue: '0.00', billed: '0.00', other_income: '0.00', expenses: '0.00', profit: '0.00' };
    expect(res.json()).toEqual({ success: true, data: { projects: 0, users: 1, companies: 0, invoices: 0, total_expenses: '0.00', finance } });
  });

  it('counts projects, active users, companies and invoices, and sums every expense exactly, the ledger\'s included', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'staff');
    const { db } = ctx.database;
    const company = await createCompany(db);
    await createCompany(db);
    await createUser(db, 'editor');
    await createUser(db, 'editor', { isActive: false });
    const made = await db.insert(projects).values([1, 2, 3].map((n) => ({ projectName: `Listing ${n}`, companyId: company.id }))).returning();
    const bills = await db
      .insert(invoices)
      .values(made.slice(0, 2).map((p, i) => ({ projectId: p.id, invoiceNumber: `INV-2026-00${i + 1}`, baseAmount: '100', gstRate: 'no-gst', gstAmount: '0', total: '100' })))
      .returning();
    await db.insert(invoiceExpenses).values([
      { invoiceId: bills[0]!.id, description: 'Drone permit', amount: '0.10' },
      { invoiceId: bills[0]!.id, description: 'Fuel', amount: '0.20' },
      { invoiceId: bills[1]!.id, description: 'Editing', amount: '1234.56' },
    ]);
    await db.insert(transactions).values({ type: 'expense', amount: '65.14', description: 'Studio rent', category: 'Utilities', date: '2026-11-01' });
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    const finance = { revenue: '0.00', billed: '0.00', other_income: '0.00', expenses: '1300.00', profit: '-1300.00' };
    expect(res.json()).toEqual({ success: true, data: { projects: 3, users: 2, companies: 2, invoices: 2, total_expenses: '1300.00', finance } });
  });

  it('is for the owner and staff only', async () => {
    for (const kind of ['editor', 'client', 'company'] as const) {
      const { headers } = await signInAs(ctx.app, ctx.database.db, kind);
      expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode, kind).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
