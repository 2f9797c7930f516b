import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, invoiceCounters, invoices, projects } from '../src/db/schema/index.ts';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();

async function rowCounts() {
  const { db } = ctx.database;
  const [p] = await db.select({ n: count() }).from(projects);
  const [i] = await db.select({ n: count() }).from(invoices);
  const [a] = await db.select({ n: count() }).from(activityLog);
  const [c] = await db.select({ n: count() }).from(invoiceCounters);
  return { projects: p!.n, invoices: i!.n, activity: a!.n, counters: c!.n };
}

describe('project input', () => {
  it('refuses a bad new project with the field named, writing nothing and using no number', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'staff');
    const catalog = await createCatalog(ctx.database.db);
    const base = projectInput(catalog);
    const { projectName: _name, ...withoutName } = base;
    const cases: Array<[object, string]> = [
      [withoutName, 'projectName'],
      [{ ...base, projectName: '   ' }, 'projectName'],
      [{ ...base, projectName: 'x'.repeat(100_000) }, 'projectName'],
      [{ ...base, description: 'x'.repeat(100_000) }, 'description'],
      [{ ...base, company_id: '1' }, 'company_id'],
      [{ ...base, company_id: 99_999 }, 'company_id'],
      [{ ...base, category_id: 99_999 }, 'category_id'],
      [{ ...base, siteAddress: '' }, 'siteAddress'],
      [{ ...base, budget: 'lots' }, 'budget'],
      [{ ...base, budget: -1 }, 'budget'],
      [{ ...base, start_date: '2026-13-40' }, 'start_date'],
      [{ ...base, start_date: '2026-12-05', end_date: '2026-12-01' }, 'end_date'],
      [[base], 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await postProject(ctx.app, headers, payload as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.json().message, res.json().message).toMatch(new RegExp(`^${field}\\b(?!: ${field}\\b)`));
    }
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/v1/projects/', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"projectName":' });
    expect(malformed.statusCode).toBe(400);
    expect(await rowCounts()).toEqual({ projects: 0, invoices: 0, activity: 0, counters: 0 });
  });

  it('refuses bad updates, unknown statuses and non-JSON bodies, changing nothing', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'staff');
    const catalog = await createCatalog(ctx.database.db);
    const id = (await postProject(ctx.app, headers, projectInput(catalog))).json().data.id;
    const before = await rowCounts();
    const cases: Array<[object, string]> = [
      [{}, 'body'],
      [{ unknown: 'x' }, 'body'],
      [{ projectStatus: 'done' }, 'projectStatus'],
      [{ status: 'finished' }, 'status'],
      [{ projectStatus: 3 }, 'projectStatus'],
      [{ assignedTo_id: 'me' }, 'assignedTo_id'],
      [{ service_id: 99_999, projectName: 'Renamed' }, 'service_id'],
      [{ projectName: 'x'.repeat(100_000) }, 'projectName'],
      [{ end_date: '2000-01-01', start_date: '2026-01-01' }, 'end_date'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/`, headers, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message, res.json().message).toMatch(new RegExp(`^${field}\\b(?!: ${field}\\b)`));
    }
    const text = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/`, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'projectStatus=completed' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send project updates as JSON (Content-Type: application/json), or files as multipart/form-data.' });
    const multipart = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/`, headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
    // Multipart on this URL is the file upload; one without files is refused.
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().message).toMatch(/^projectFiles:/);
    const badId = await ctx.app.inject({ method: 'POST', url: '/api/v1/projects/abc/', headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'id must be a valid id', errors: [{ field: 'id', message: 'id must be a valid id' }] });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/projects/abc/', headers, payload: { projectStatus: 'review' } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/projects/99999/', headers, payload: { projectStatus: 'review' } })).statusCode).toBe(404);

    expect(await rowCounts()).toEqual(before);
    const [project] = await ctx.database.db.select().from(projects);
    expect(project).toMatchObject({ projectName: '12 Ocean View Rd', status: 'pending', serviceId: catalog.withGst.id });
  });

  it('refuses unknown list filters instead of ignoring them', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'staff');
    for (const query of ['status=done', 'page=0', 'page_size=1000', 'company_id=x', `search=${'x'.repeat(300)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
