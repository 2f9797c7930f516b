import { describe, expect, it } from 'vitest';
import { categories, projects } from '../src/db/schema/index.ts';
import { createCompany } from './factories.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const url = '/api/v1/categories/';

async function staff() {
  return (await signInAs(ctx.app, ctx.database.db, 'staff')).headers;
}

describe('categories', () => {
  it('adds, lists, updates and deletes a category', async () => {
    const headers = await staff();
    const created = await ctx.app.inject({ method: 'POST', url, headers, payload: { name: ' Residential ', description: 'Houses and apartments' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, message: 'Category added successfully!', data: { name: 'Residential', project_count: 0 } });
    const id = created.json().data.id;

    const updated = await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { description: 'Homes' } });
    expect(updated.json()).toMatchObject({ message: 'Category updated successfully!', data: { name: 'Residential', description: 'Homes' } });

    const list = await ctx.app.inject({ method: 'GET', url, headers });
    expect(list.json()).toMatchObject({ success: true, data: [{ id, name: 'Residential' }], stats: { total: 1, active: 0, this_month: 1 } });
    expect(list.json().pagination).toBeUndefined();

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${url}${id}/`, headers });
    expect(deleted.json()).toEqual({ success: true, message: 'Category deleted successfully!' });
    expect((await ctx.app.inject({ method: 'GET', url: `${url}${id}/`, headers })).statusCode).toBe(404);
  });

  it('pages and searches in SQL, with LIKE wildcards taken literally', async () => {
    const headers = await staff();
    await ctx.database.db.insert(categories).values(
      Array.from({ length: 23 }, (_, i) => ({ name: `Category ${i}`, description: i === 7 ? '100% aerial' : 'ground' })),
    );
    const page = await ctx.app.inject({ method: 'GET', url: `${url}?page=3`, headers });
    expect(page.json().data).toHaveLength(3);
    expect(page.json().pagination).toEqual({ page: 3, page_size: 10, total: 23 });
    const search = await ctx.app.inject({ method: 'GET', url: `${url}?search=${encodeURIComponent('0% a')}`, headers });
    expect(search.json().data.map((c: { name: string }) => c.name)).toEqual(['Category 7']);
    const none = await ctx.app.inject({ method: 'GET', url: `${url}?search=_`, headers });
    expect(none.json().data).toHaveLength(0);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const headers = await staff();
    const cases = [
      [{ name: '', description: 'x' }, 'name'],
      [{ name: 'x' }, 'description'],
      [{ name: 'x'.repeat(256), description: 'x' }, 'name'],
      [{ name: 42, description: 'x' }, 'name'],
      [{ name: 'x', description: 'y'.repeat(100_000) }, 'description'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect(await ctx.database.db.select().from(categories)).toHaveLength(0);
    // An update naming no known field: the category must exist, since the path is checked before the body.
    const [existing] = await ctx.database.db.insert(categories).values({ name: 'Residential', description: 'Homes' }).returning();
    const empty = await ctx.app.inject({ method: 'POST', url: `${url}${existing!.id}/`, headers, payload: { unknown: 1 } });
    expect(empty.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(categories)).toEqual([existing]);
  });

  it('keeps a category used by a project and says what holds it', async () => {
    const headers = await staff();
    const [unused, category] = await ctx.database.db
      .insert(categories)
      .values([{ name: 'Residential', description: 'Homes' }, { name: 'Commercial', description: 'Offices' }])
      .returning();
    const company = await createCompany(ctx.database.db);
    await createCompany(ctx.database.db);
    await ctx.database.db.insert(projects).values({ projectName: 'Tower', companyId: company.id, categoryId: category!.id });
    const list = await ctx.app.inject({ method: 'GET', url, headers });
    const counts = Object.fromEntries(list.json().data.map((c: { id: number; project_count: number }) => [c.id, c.project_count]));
    expect(counts).toEqual({ [unused!.id]: 0, [category!.id]: 1 });
    expect(list.json().stats.active).toBe(1);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}${unused!.id}/`, headers })).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'DELETE', url: `${url}${category!.id}/`, headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('used by 1 project');
  });

  it('is closed to editors and clients', async () => {
    for (const kind of ['editor', 'client', 'company'] as const) {
      const { headers } = await signInAs(ctx.app, ctx.database.db, kind);
      expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'POST', url, headers, payload: { name: 'x', description: 'y' } })).statusCode).toBe(403);
    }
  });
});
