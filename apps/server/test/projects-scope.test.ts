import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, invoices, projects } from '../src/db/schema/index.ts';
import { createCompany, createUser } from './factories.ts';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const completedMessage = 'You no longer have access to this project because it is marked as completed.';

/** Company A: one project per situation an editor can be in; company B: one foreign project. */
async function fixture() {
  const { db } = ctx.database;
  const staff = (await signInAs(ctx.app, db, 'staff')).headers;
  const catalog = await createCatalog(db);
  const other = await createCompany(db, { companyName: 'Foreign Estates' });
  const editor = await signInAs(ctx.app, db, 'editor');
  const otherEditor = await createUser(db, 'editor');
  const create = async (projectName: string, companyId: number, status: string, assignedToId: number | null) => {
    const { data, invoice } = (await postProject(ctx.app, staff, projectInput(catalog, { projectName, company_id: companyId }))).json();
    await db.update(projects).set({ status, assignedToId }).where(eq(projects.id, data.id));
    return { id: data.id as number, invoiceId: invoice.id as number };
  };
  const mine = await create('Mine in progress', catalog.company.id, 'in progress', editor.account.id);
  const done = await create('Mine completed', catalog.company.id, 'completed', editor.account.id);
  const theirs = await create('Other editor', catalog.company.id, 'pending', otherEditor.id);
  const foreign = await create('Foreign shoot', other.id, 'pending', null);
  return { staff, catalog, other, editor: editor.headers, editorId: editor.account.id, mine, done, theirs, foreign };
}

type Headers = Record<string, string>;
const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url, headers });
const names = (body: { data: Array<{ projectName: string }> }) => body.data.map((p) => p.projectName).sort();

async function rowCounts() {
  const { db } = ctx.database;
  const [p] = await db.select({ n: count() }).from(projects);
  const [i] = await db.select({ n: count() }).from(invoices);
  const [a] = await db.select({ n: count() }).from(activityLog);
  return { projects: p!.n, invoices: i!.n, activity: a!.n };
}

describe('project scope', () => {
  it('shows an editor only assigned, not completed projects; a completed one answers 403', async () => {
    const f = await fixture();
    const list = (await get(f.editor, '/api/v1/projects/')).json();
    expect(names(list)).toEqual(['Mine in progress']);
    expect(list.stats).toMatchObject({ total: 1, completed: 0, in_progress: 1 });
    expect((await get(f.editor, `/api/v1/projects/${f.mine.id}/`)).json().data.projectName).toBe('Mine in progress');

    for (const path of [`/api/v1/projects/${f.done.id}/`, `/api/v1/projects/${f.done.id}/activity/`]) {
      const res = await get(f.editor, path);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: completedMessage, code: 'FORBIDDEN' });
    }
    for (const id of [f.theirs.id, f.foreign.id, 99_999]) {
      const res = await get(f.editor, `/api/v1/projects/${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json().data).toBeUndefined();
    }
    expect((await get(f.editor, '/api/v1/invoices/')).statusCode).toBe(403);
    expect((await get(f.editor, `/api/v1/invoices/${f.mine.invoiceId}/`)).statusCode).toBe(403);
  });

  it('loses the editor access once staff mark the project completed', async () => {
    const f = await fixture();
    await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${f.mine.id}/`, headers: f.staff, payload: { projectStatus: 'completed' } });
    expect((await get(f.editor, '/api/v1/projects/')).json().data).toEqual([]);
    expect((await get(f.editor, `/api/v1/projects/${f.mine.id}/`)).statusCode).toBe(403);
  });

  it("shows a company and its client persons only their company's projects and invoices", async () => {
    const f = await fixture();
    const emptyCompany = (await signInAs(ctx.app, ctx.database.db, 'company')).headers;
    expect((await get(emptyCompany, '/api/v1/projects/')).json()).toMatchObject({ data: [], stats: { total: 0, total_budget: '0.00' } });

    const person = (await signInAs(ctx.app, ctx.database.db, 'client', { companyId: f.catalog.company.id })).headers;
    const list = (await get(person, '/api/v1/projects/')).json();
    expect(names(list)).toEqual(['Mine completed', 'Mine in progress', 'Other editor']);
    expect(list.stats).toMatchObject({ total: 3, completed: 1, in_progress: 1, pending: 1 });
    expect((await get(person, `/api/v1/projects/?company_id=${f.other.id}`)).json().data).toEqual([]);
    expect((await get(person, '/api/v1/projects/?search=foreign')).json().data).toEqual([]);

    const foreign = await get(person, `/api/v1/projects/${f.foreign.id}/`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Foreign');
    expect((await get(person, `/api/v1/projects/${f.foreign.id}/activity/`)).statusCode).toBe(404);
    expect((await get(person, `/api/v1/projects/${f.done.id}/`)).statusCode).toBe(200);

    // A client sees its invoices once sent: send every one, so the scope alone decides.
    for (const { invoiceId } of [f.mine, f.done, f.theirs, f.foreign]) await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoiceId}/send/`, headers: f.staff });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${f.foreign.invoiceId}/`, headers: f.staff, payload: { expense: ['Foreign cost 900'] } });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${f.mine.invoiceId}/`, headers: f.staff, payload: { expense: ['Own cost 100'] } });
    const invoiceList = (await get(person, '/api/v1/invoices/')).json();
    expect(invoiceList.data.map((i: { projectId: number }) => i.projectId).sort()).toEqual([f.mine.id, f.done.id, f.theirs.id].sort());
    // The cards sum the company's own invoices (billed, nothing paid yet); expenses and profit are the studio's, never a client's.
    expect(invoiceList.stats).toEqual({ total: 3, paid: 0, total_revenue: '0.00', total_billed: '1155.00', pending_amount: '1155.00', overdue: 0 });
    expect((await get(person, `/api/v1/invoices/${f.mine.invoiceId}/`)).statusCode).toBe(200);
    expect((await get(person, `/api/v1/invoices/${f.foreign.invoiceId}/`)).statusCode).toBe(404);
  });

  it("keeps the same scope on a project's files: 404 outside it, 403 on the editor's completed project", async () => {
    const f = await fixture();
    const person = (await signInAs(ctx.app, ctx.database.db, 'client', { companyId: f.catalog.company.id })).headers;
    const fileCalls = (id: number) =>
      [
        { method: 'GET', url: `/api/v1/projects/${id}/files/` },
        { method: 'GET', url: `/api/v1/projects/${id}/serve/front.jpg/` },
        { method: 'POST', url: `/api/v1/projects/${id}/folders/`, payload: { folder_name: 'Twilight' } },
        { method: 'POST', url: `/api/v1/projects/${id}/zip-url/`, payload: {} },
      ] as const;
    const call = (headers: Headers, attempt: ReturnType<typeof fileCalls>[number]) => ctx.app.inject({ ...attempt, headers });

    for (const id of [f.theirs.id, f.foreign.id, 99_999]) {
      for (const attempt of fileCalls(id)) {
        const res = await call(f.editor, attempt);
        expect(res.statusCode, `editor ${attempt.method} ${attempt.url}`).toBe(404);
        expect(res.json()).toEqual({ success: false, message: 'Project not found.', code: 'NOT_FOUND' });
      }
    }
    for (const attempt of fileCalls(f.done.id)) {
      const res = await call(f.editor, attempt);
      expect(res.statusCode, `editor ${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.json().message).toBe(completedMessage);
    }
    for (const attempt of fileCalls(f.foreign.id)) {
      const res = await call(person, attempt);
      expect(res.statusCode, `client ${attempt.method} ${attempt.url}`).toBe(404);
      expect(res.body).not.toContain('Foreign');
    }
    expect((await get(f.editor, `/api/v1/projects/${f.mine.id}/files/`)).statusCode).toBe(200);
    expect((await get(person, `/api/v1/projects/${f.done.id}/files/`)).statusCode).toBe(200);
  });

  it('keeps clients, companies and editors read-only', async () => {
    const f = await fixture();
    const companyLogin = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: f.catalog.company.email, password: 'correct horse battery' } });
    const company = { authorization: `Token ${companyLogin.json().token}` };
    const person = (await signInAs(ctx.app, ctx.database.db, 'client', { companyId: f.catalog.company.id })).headers;
    const before = await rowCounts();
    for (const headers of [company, person, f.editor]) {
      const attempts = [
        { method: 'POST', url: '/api/v1/projects/', payload: projectInput(f.catalog) },
        { method: 'POST', url: `/api/v1/projects/${f.mine.id}/`, payload: { projectStatus: 'completed' } },
        { method: 'DELETE', url: `/api/v1/projects/${f.mine.id}/` },
        { method: 'POST', url: `/api/v1/invoices/${f.mine.invoiceId}/`, payload: { status: 'paid' } },
        { method: 'POST', url: '/api/v1/invoices/generate/', payload: { projectId: f.mine.id } },
      ] as const;
      for (const attempt of attempts) {
        const res = await ctx.app.inject({ ...attempt, headers });
        expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      }
    }
    expect(await rowCounts()).toEqual(before);
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, f.mine.invoiceId));
    expect(invoice!.status).toBe('not_paid');
  });
});
