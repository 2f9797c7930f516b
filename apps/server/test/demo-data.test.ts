import { asc, count, eq, max, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadDemoAtStart } from '../src/bootstrap/demo/demo-at-start.ts';
import { demoLogins } from '../src/bootstrap/demo/load-demo.ts';
import { loadConfig } from '../src/config.ts';
import { activityLog, companies, invoices, orders, projects, transactions } from '../src/db/schema/index.ts';
import { createServices } from '../src/services.ts';
import { createUser } from './factories.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const services = () => createServices(ctx.database.db, { tokenTtlHours: 12 });
const rows = async (table: typeof companies | typeof projects | typeof invoices) => (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

describe('demo data', () => {
  it('loads a studio into a new embedded database once, and its printed logins work', async () => {
    await createUser(ctx.database.db, 'admin');
    const lines: string[] = [];
    expect(await loadDemoAtStart(loadConfig({}), ctx.database.db, services(), (l) => lines.push(l))).toBe(true);
    expect([await rows(companies), await rows(projects), await rows(invoices)]).toEqual([12, 53, 53]);
    // The week ahead: the shoots waiting on a date are booked with a photographer; three client orders wait to be scheduled.
    const pending = await ctx.database.db.select({ start: projects.scheduledStart, photographer: projects.photographerId }).from(projects).where(eq(projects.status, 'pending'));
    expect(pending.filter((row) => row.start !== null && row.photographer !== null)).toHaveLength(5);
    expect(pending.filter((row) => row.start === null)).toHaveLength(3);
    expect(pending.every((row) => row.start === null || row.start.getTime() > Date.now())).toBe(true);
    expect(await ctx.database.db.select({ n: count() }).from(orders)).toEqual([{ n: 3 }]);

    const statuses = await ctx.database.db.selectDistinct({ status: projects.status }).from(projects);
    expect(statuses.map((s) => s.status).sort()).toEqual(['cancelled', 'completed', 'in progress', 'on hold', 'pending', 'review']);
    expect((await ctx.database.db.select().from(invoices).where(eq(invoices.status, 'paid'))).length).toBeGreaterThan(5);
    // Every delivered shoot's invoice has been sent, so its client sees it, paid or not.
    const delivered = await ctx.database.db.select({ sentAt: invoices.sentAt, status: invoices.status }).from(invoices).innerJoin(projects, eq(projects.id, invoices.projectId)).where(eq(projects.status, 'completed'));
    expect(delivered.some((row) => row.status === 'not_paid')).toBe(true);
    expect(delivered.every((row) => row.sentAt !== null)).toBe(true);

    // A believable history: nothing in the future, invoice numbers rising with the booking dates.
    const [latest] = await ctx.database.db.select({ at: max(activityLog.createdAt) }).from(activityLog);
    expect(new Date(latest!.at!).getTime()).toBeLessThanOrEqual(Date.now());
    const byDate = await ctx.database.db.select({ number: invoices.invoiceNumber }).from(invoices).innerJoin(projects, eq(projects.id, invoices.projectId)).orderBy(asc(projects.createdAt));
    expect(byDate.map((r) => r.number)).toEqual([...byDate.map((r) => r.number)].sort());

    // Money over months, not all today: payments after their bookings, the studio's own costs in the ledger.
    const paidMonths = await ctx.database.db.selectDistinct({ month: sql<string>`to_char(${invoices.paidAt}, 'YYYY-MM')` }).from(invoices).where(eq(invoices.status, 'paid'));
    expect(paidMonths.length).toBeGreaterThan(1);
    const [latestPayment] = await ctx.database.db.select({ at: max(invoices.paidAt) }).from(invoices);
    expect(new Date(latestPayment!.at!).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await ctx.database.db.select({ n: count() }).from(transactions))[0]!.n).toBeGreaterThan(8);

    const password = /password (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    for (const [path, email] of [['/api/login/user/', demoLogins.editor], ['/api/login/user/', demoLogins.photographer], ['/api/login/company/', demoLogins.company], ['/api/login/company/', demoLogins.clientPerson]]) {
      const res = await ctx.app.inject({ method: 'POST', url: path!, payload: { email, password } });
      expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
    }

    expect(await loadDemoAtStart(loadConfig({}), ctx.database.db, services(), () => {})).toBe(false);
    expect(await rows(projects)).toBe(53);
  }, 90_000); // the whole studio through the services: about 10 s alone, far more on a loaded machine

  it('never loads with PORTAL_DEMO=0, nor by itself on PostgreSQL or into a database that was started before', async () => {
    await createUser(ctx.database.db, 'admin');
    expect(await loadDemoAtStart(loadConfig({ PORTAL_DEMO: '0' }), ctx.database.db, services(), () => {})).toBe(false);
    expect(await loadDemoAtStart(loadConfig({}), ctx.database.db, services(), () => {})).toBe(false);
    expect(await loadDemoAtStart(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/x' }), ctx.database.db, services(), () => {})).toBe(false);
    expect(await rows(companies)).toBe(0);
  });

  it('loads on request (PORTAL_DEMO=1) into a database without companies', async () => {
    await createUser(ctx.database.db, 'admin');
    await loadDemoAtStart(loadConfig({ PORTAL_DEMO: '0' }), ctx.database.db, services(), () => {});
    expect(await loadDemoAtStart(loadConfig({ PORTAL_DEMO: '1' }), ctx.database.db, services(), () => {})).toBe(true);
    expect(await rows(companies)).toBe(12);
  }, 90_000);
});
