import { describe, expect, it } from 'vitest';
import { projects, services } from '../src/db/schema/index.ts';
import { createCompany } from './factories.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const url = '/api/v1/services/';
const valid = { serviceName: 'Twilight Photos', price: 350, gstRate: '10-percent', description: 'Dusk shoot, 15 images' };

async function staff() {
  return (await signInAs(ctx.app, ctx.database.db, 'staff')).headers;
}
const serviceCount = async () => (await ctx.database.db.select().from(services)).length;

describe('services', () => {
  it('adds, reads, updates, lists and deletes a service, answering both name aliases', async () => {
    const headers = await staff();
    const created = await ctx.app.inject({ method: 'POST', url, headers, payload: valid });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Service added successfully!',
      data: { serviceName: 'Twilight Photos', name: 'Twilight Photos', price: '350.00', gstRate: '10-percent', project_count: 0 },
    });
    const id = created.json().data.id;

    const byName = await ctx.app.inject({ method: 'POST', url, headers, payload: { ...valid, serviceName: undefined, name: 'Drone', price: '99.95', gstRate: 'no-gst' } });
    expect(byName.json().data).toMatchObject({ serviceName: 'Drone', name: 'Drone', price: '99.95' });

    const read = await ctx.app.inject({ method: 'GET', url: `${url}${id}/`, headers });
    expect(read.json()).toMatchObject({ success: true, data: { id, serviceName: 'Twilight Photos' } });

    const updated = await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { name: 'Twilight', price: '400.5' } });
    expect(updated.json()).toMatchObject({ success: true, message: 'Service updated successfully!', data: { serviceName: 'Twilight', price: '400.50', description: valid.description } });

    const list = await ctx.app.inject({ method: 'GET', url, headers });
    expect(list.json()).toMatchObject({ success: true, stats: { total: 2, total_value: '500.45', average_price: '250.23' } });
    expect(list.json().data.map((s: { name: string }) => s.name)).toEqual(['Drone', 'Twilight']);
    expect(list.json().pagination).toBeUndefined();

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${url}${id}/`, headers });
    expect(deleted.json()).toEqual({ success: true, message: 'Service deleted successfully!' });
    expect((await ctx.app.inject({ method: 'GET', url: `${url}${id}/`, headers })).statusCode).toBe(404);
  });

  it('computes the stat cards exactly in SQL, also with no services', async () => {
    const headers = await staff();
    expect((await ctx.app.inject({ method: 'GET', url, headers })).json().stats).toEqual({ total: 0, total_value: '0.00', average_price: '0.00' });
    await ctx.database.db.insert(services).values(['0.10', '0.20', '10.01'].map((price, i) => ({ serviceName: `S${i}`, price })));
    expect((await ctx.app.inject({ method: 'GET', url, headers })).json().stats).toEqual({ total: 3, total_value: '10.31', average_price: '3.44' });
  });

  it('searches name and description without case, and pages', async () => {
    const headers = await staff();
    await ctx.database.db.insert(services).values(
      Array.from({ length: 12 }, (_, i) => ({ serviceName: `Package ${i}`, price: '10', description: i === 4 ? 'Includes DRONE flyover' : 'ground' })),
    );
    const search = await ctx.app.inject({ method: 'GET', url: `${url}?search=drone`, headers });
    expect(search.json().data.map((s: { name: string }) => s.name)).toEqual(['Package 4']);
    const page = await ctx.app.inject({ method: 'GET', url: `${url}?page=2`, headers });
    expect(page.json().data).toHaveLength(2);
    expect(page.json().pagination).toEqual({ page: 2, page_size: 10, total: 12 });
    expect(page.json().stats.total).toBe(12);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const headers = await staff();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, serviceName: undefined }, 'serviceName'],
      [{ ...valid, serviceName: '' }, 'serviceName'],
      [{ ...valid, serviceName: 42 }, 'serviceName'],
      [{ ...valid, serviceName: 'x'.repeat(100_000) }, 'serviceName'],
      [{ ...valid, price: undefined }, 'price'],
      [{ ...valid, price: -1 }, 'price'],
      [{ ...valid, price: 'abc' }, 'price'],
      [{ ...valid, price: '1.234' }, 'price'],
      [{ ...valid, price: true }, 'price'],
      [{ ...valid, gstRate: '20-percent' }, 'gstRate'],
      [{ ...valid, gstRate: undefined }, 'gstRate'],
      [{ ...valid, description: undefined }, 'description'],
      [{ ...valid, description: 'y'.repeat(100_000) }, 'description'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.json().errors[0].field).toBe(field);
    }
    const malformed = await ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"serviceName": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
    expect(await serviceCount()).toBe(0);
  });

  it('refuses a bad update and leaves the service as it was', async () => {
    const headers = await staff();
    const [row] = await ctx.database.db.insert(services).values({ serviceName: 'Floor plan', price: '120.00', description: 'Plan' }).returning();
    for (const payload of [{ unknown: 1 }, { price: -5 }, { gstRate: 'half' }, { name: 'x'.repeat(256) }, {}]) {
      const res = await ctx.app.inject({ method: 'POST', url: `${url}${row!.id}/`, headers, payload });
      expect(res.statusCode).toBe(400);
    }
    const read = await ctx.app.inject({ method: 'GET', url: `${url}${row!.id}/`, headers });
    expect(read.json().data).toMatchObject({ serviceName: 'Floor plan', price: '120.00', gstRate: 'no-gst' });
  });

  it('answers 404 for an unknown service', async () => {
    const headers = await staff();
    expect((await ctx.app.inject({ method: 'GET', url: `${url}999/`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}999/`, headers, payload: { price: 1 } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}999/`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}abc/`, headers })).statusCode).toBe(400);
  });

  it('keeps a service used by projects and says how many', async () => {
    const headers = await staff();
    const [service] = await ctx.database.db.insert(services).values({ serviceName: 'Video walkthrough', price: '600' }).returning();
    const company = await createCompany(ctx.database.db);
    await ctx.database.db.insert(projects).values([1, 2].map((n) => ({ projectName: `Listing ${n}`, companyId: company.id, serviceId: service!.id })));
    const res = await ctx.app.inject({ method: 'DELETE', url: `${url}${service!.id}/`, headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(res.json().message).toContain('used by 2 project(s)');
    expect(await serviceCount()).toBe(1);
  });

  it('is open to the owner and closed to editors and clients', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, 'admin');
    expect((await ctx.app.inject({ method: 'POST', url, headers: admin.headers, payload: valid })).statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(services);
    for (const kind of ['editor', 'client', 'company'] as const) {
      const { headers } = await signInAs(ctx.app, ctx.database.db, kind);
      expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'POST', url, headers, payload: valid })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: `${url}${row!.id}/`, headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'POST', url: `${url}${row!.id}/`, headers, payload: { price: 0 } })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'DELETE', url: `${url}${row!.id}/`, headers })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(await serviceCount()).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}${row!.id}/`, headers: admin.headers })).json().data.price).toBe('350.00');
  });
});
