import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema/index.ts';
import { createCompany, createUser } from './factories.ts';
import { createCatalog, insertProject } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();

describe('project list', () => {
  it('searches, filters, pages and computes the stat cards over the whole scope', async () => {
    const { db } = ctx.database;
    const { headers } = await signInAs(ctx.app, db, 'staff');
    const catalog = await createCatalog(db);
    const acme = await createCompany(db, { companyName: 'Acme 100% Homes' });
    const editor = await createUser(db, 'editor');
    const statuses = ['pending', 'in progress', 'completed', 'review', 'cancelled'];
    for (let i = 0; i < 25; i++) {
      await insertProject(db, {
        projectName: `Shoot ${String(i).padStart(2, '0')}`,
        description: i === 3 ? 'Waterfront_villa' : 'house',
        companyId: i % 5 === 0 ? acme.id : catalog.company.id,
        status: statuses[i % 5],
        budget: i < 4 ? '100.25' : null,
        assignedToId: i % 2 ? editor.id : null,
        serviceId: catalog.withGst.id,
      });
    }
    const get = async (query = '') => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/?${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const projectNames = (body: { data: Array<{ projectName: string }> }) => body.data.map((p) => p.projectName);

    const all = await get();
    expect(all.data).toHaveLength(25);
    expect(all.pagination).toBeUndefined();
    expect(projectNames(all).slice(0, 2)).toEqual(['Shoot 24', 'Shoot 23']);
    expect(all.stats).toEqual({
      total: 25,
      completed: 5,
      in_progress: 5,
      pending: 5,
      by_status: { pending: 5, 'in progress': 5, review: 5, completed: 5, 'on hold': 0, cancelled: 5 },
      total_budget: '401.00',
    });

    const page = await get('page=3&page_size=10');
    expect(projectNames(page)).toEqual(['Shoot 04', 'Shoot 03', 'Shoot 02', 'Shoot 01', 'Shoot 00']);
    expect(page.pagination).toEqual({ page: 3, page_size: 10, total: 25 });
    expect((await get('page=1')).data).toHaveLength(10);

    // Description, then company name; the search is case-insensitive and takes % and _ literally.
    expect(projectNames(await get('search=VILLA'))).toEqual(['Shoot 03']);
    expect(projectNames(await get('search=t_v'))).toEqual(['Shoot 03']);
    expect(projectNames(await get('search=_'))).toEqual(['Shoot 03']);
    const acmeRows = await get(`search=${encodeURIComponent('100% h')}&page=1&page_size=2`);
    expect(projectNames(acmeRows)).toEqual(['Shoot 20', 'Shoot 15']);
    expect(acmeRows.pagination.total).toBe(5);
    expect(acmeRows.stats.total).toBe(25);

    expect(projectNames(await get(`status=${encodeURIComponent('in progress')}`))).toEqual(['Shoot 21', 'Shoot 16', 'Shoot 11', 'Shoot 06', 'Shoot 01']);
    expect((await get(`company_id=${acme.id}&status=pending`)).data).toHaveLength(5);
    const assigned = await get(`assigned_to=${editor.id}&status=completed`);
    expect(projectNames(assigned)).toEqual(['Shoot 17', 'Shoot 07']);
    expect(assigned.data[0].assignedTo).toEqual({ id: editor.id, username: editor.username, email: editor.email });
    expect((await get('search=nothing-like-this')).data).toEqual([]);
  });

  it("keeps the staff stat cards equal to the projects through status and budget changes, deletes and a rolled-back write", async () => {
    const { db } = ctx.database;
    const { headers } = await signInAs(ctx.app, db, 'staff');
    const catalog = await createCatalog(db);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await insertProject(db, { projectName: `Totals ${i}`, companyId: catalog.company.id, status: 'pending', budget: '50.00', serviceId: catalog.withGst.id })).id);
    await db.update(projects).set({ status: 'completed' }).where(eq(projects.id, ids[0]!));
    await db.update(projects).set({ status: 'on hold', budget: '75.50' }).where(eq(projects.id, ids[1]!));
    await db.update(projects).set({ budget: null }).where(eq(projects.id, ids[2]!));
    await db.transaction(async (tx) => {
      // Changed twice in one transaction, then deleted in another.
      await tx.update(projects).set({ status: 'review' }).where(eq(projects.id, ids[3]!));
      await tx.update(projects).set({ status: 'cancelled', budget: '10.00' }).where(eq(projects.id, ids[3]!));
    });
    await db.delete(projects).where(eq(projects.id, ids[4]!));
    await expect(
      db.transaction(async (tx) => {
        await tx.update(projects).set({ status: 'completed' }).where(eq(projects.id, ids[5]!));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/projects/', headers });
    expect(res.json().stats).toEqual({
      total: 5,
      completed: 1,
      in_progress: 0,
      pending: 2,
      by_status: { pending: 2, 'in progress': 0, review: 0, completed: 1, 'on hold': 1, cancelled: 1 },
      total_budget: '185.50',
    });
    // The same figures as counting the projects themselves.
    const counted = await db.execute(sql`select status, count(*)::int as n, coalesce(sum(budget), 0)::text as budget from projects group by status order by status`);
    const kept = await db.execute(sql`select status, projects as n, budget::text as budget from project_totals where projects <> 0 or budget <> 0 order by status`);
    expect(kept.rows).toEqual(counted.rows);
  });
});
