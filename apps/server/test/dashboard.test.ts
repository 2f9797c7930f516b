import { describe, expect, it } from 'vitest';
import { invoiceExpenses, invoices, projects } from '../src/db/schema/index.ts';
import { createCompany, createUser } from './factories.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const url = '/api/v1/dashboard/';

describe('admin dashboard', () => {
  it('answers zero counts on an empty business', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'admin');
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.json()).toEqual({ success: true, data: { projects: 0, users: 1, companies: 0, invoices: 0, total_expenses: '0.00' } });
  });

  it('counts projects, active users, companies and invoices, and sums every expense exactly', async () => {
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
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { projects: 3, users: 2, companies: 2, invoices: 2, total_expenses: '1234.86' } });
  });

  it('is for the owner and staff only', async () => {
    for (const kind of ['editor', 'client', 'company'] as const) {
      const { headers } = await signInAs(ctx.app, ctx.database.db, kind);
      expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode, kind).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
