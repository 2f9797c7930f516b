import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, files, invoices, projects, projectServices } from '../src/db/schema/index.ts';
import { createUser } from './factories.ts';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const url = '/api/v1/projects/';

async function staff() {
  return (await signInAs(ctx.app, ctx.database.db, 'staff')).headers;
}

describe('projects', () => {
  it('names every missing reference of a new project and writes nothing: no project, no service line, no timeline entry, no invoice number', async () => {
    const headers = await staff();
    const catalog = await createCatalog(ctx.database.db);
    const refused = await postProject(ctx.app, headers, projectInput(catalog, { company_id: 99_991, category_id: 99_992, service_id: 99_993 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(['company_id', 'category_id', 'service_id'].map((field) => ({ field, message: 'does not match an existing record' })));
    const onlyCategory = await postProject(ctx.app, headers, projectInput(catalog, { category_id: 99_992 }));
    expect(onlyCategory.json().errors).toEqual([{ field: 'category_id', message: 'does not match an existing record' }]);
    for (const table of [projects, projectServices, activityLog, invoices]) expect((await ctx.database.db.select({ n: count() }).from(table))[0]!.n).toBe(0);

    const created = await postProject(ctx.app, headers, projectInput(catalog));
    expect(created.json().invoice.invoiceNumber).toBe('INV-2026-001');
    // A change names the missing references the same way, and changes nothing.
    const edit = await ctx.app.inject({ method: 'POST', url: `${url}${created.json().data.id}/`, headers, payload: { company_id: 99_991, service_id: 99_993, projectName: 'Kept?' } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual(['company_id', 'service_id'].map((field) => ({ field, message: 'does not match an existing record' })));
    expect((await ctx.app.inject({ method: 'GET', url: `${url}${created.json().data.id}/`, headers })).json().data.projectName).toBe('12 Ocean View Rd');
    const timeline = (await ctx.app.inject({ method: 'GET', url: `${url}${created.json().data.id}/activity/`, headers })).json().data;
    expect(timeline.map((entry: { action: string; detail: object }) => [entry.action, entry.detail])).toEqual([
      ['project.created', { projectName: '12 Ocean View Rd' }],
      ['invoice.generated', { invoice_id: created.json().invoice.id, invoice_number: 'INV-2026-001', total: '385.00' }],
    ]);
  });

  it('creates a project with its invoice priced from the service', async () => {
    const headers = await staff();
    const catalog = await createCatalog(ctx.database.db);
    const res = await postProject(ctx.app, headers, projectInput(catalog, { description: 'Twilight shoot', budget: 1200, start_date: '2026-12-01', end_date: '2026-12-03' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Project created successfully! Invoice will be auto-generated.',
      data: {
        projectName: '12 Ocean View Rd',
        name: '12 Ocean View Rd',
        title: '12 Ocean View Rd',
        client_name: 'Harbour Realty',
        projectStatus: 'pending',
        status: 'pending',
        budget: '1200.00',
        start_date: '2026-12-01',
        end_date: '2026-12-03',
        invoice: 'not paid',
        invoice_status: 'not_paid',
        assignedTo: null,
        file_paths: [],
        file_count: 0,
        company: { id: catalog.company.id, companyName: 'Harbour Realty', name: 'Harbour Realty', email: catalog.company.email, mobile: catalog.company.phone },
        service: { id: catalog.withGst.id, serviceName: 'Twilight photos', price: '350.00', gstRate: '10-percent' },
        category: { id: catalog.category.id, name: 'Residential', description: 'Homes' },
      },
      invoice: {
        invoiceNumber: 'INV-2026-001',
        projectName: '12 Ocean View Rd',
        client: 'Harbour Realty',
        status: 'not_paid',
        baseAmount: '350.00',
        gstRate: '10-percent',
        gstAmount: '35.00',
        total: '385.00',
        totalExpense: '0.00',
        expense: [],
        currency: 'INR',
        due_date: '2026-12-06',
      },
    });
    expect(body.data.invoice_id).toBe(body.invoice.id);

    const noGst = await postProject(ctx.app, headers, projectInput(catalog, { projectName: 'Plan only', service_id: catalog.noGst.id }));
    expect(noGst.json().invoice).toMatchObject({ invoiceNumber: 'INV-2026-002', baseAmount: '120.50', gstAmount: '0.00', total: '120.50' });
  });

  it('reads, updates and deletes a project, recording the timeline with who and when', async () => {
    const { headers, account } = await signInAs(ctx.app, ctx.database.db, 'staff');
    const catalog = await createCatalog(ctx.database.db);
    const editor = await createUser(ctx.database.db, 'editor');
    const id = (await postProject(ctx.app, headers, projectInput(catalog))).json().data.id;
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload });

    const assigned = await post({ assignedTo_id: editor.id, projectStatus: 'in progress' });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      message: 'Editor assigned successfully!',
      data: { projectStatus: 'in progress', assignedTo: { id: editor.id, username: editor.username, email: editor.email } },
    });
    expect((await post({ status: 'review', assignedTo_id: editor.id })).json().message).toBe('Project status updated successfully!');
    const edited = await post({ projectName: 'Renamed', budget: '99.5', description: 'x' });
    expect(edited.json()).toMatchObject({ message: 'Project updated successfully!', data: { projectName: 'Renamed', budget: '99.50', status: 'review' } });
    expect((await post({ assignedTo_id: null })).json()).toMatchObject({ message: 'Editor unassigned successfully!', data: { assignedTo: null } });

    const got = await ctx.app.inject({ method: 'GET', url: `${url}${id}/`, headers });
    expect(got.json().data).toMatchObject({ id, projectName: 'Renamed', status: 'review' });

    const timeline = (await ctx.app.inject({ method: 'GET', url: `${url}${id}/activity/`, headers })).json().data;
    expect(timeline.map((e: { action: string }) => e.action)).toEqual([
      'project.created',
      'invoice.generated',
      'project.status_changed',
      'project.editor_assigned',
      'project.status_changed',
      'project.updated',
      'project.editor_unassigned',
    ]);
    expect(timeline[2]).toMatchObject({ detail: { from: 'pending', to: 'in progress' }, actor: { kind: 'user', id: account.id, name: 'username' in account ? account.username : '' } });
    expect(timeline[3].detail).toEqual({ editor_id: editor.id, editor_name: editor.username });
    expect(timeline[5].detail).toEqual({ fields: ['projectName', 'description', 'budget'] });
    expect(timeline[1].detail).toMatchObject({ invoice_number: 'INV-2026-001', total: '385.00' });
    expect(Date.parse(timeline[0].created_at)).not.toBeNaN();

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${url}${id}/`, headers });
    expect(deleted.json()).toEqual({ success: true, message: 'Project deleted successfully!' });
    expect((await ctx.app.inject({ method: 'GET', url: `${url}${id}/`, headers })).statusCode).toBe(404);
    const [left] = await ctx.database.db.select({ n: count() }).from(invoices);
    expect(left!.n).toBe(0);
  });

  it('assigns only active editors', async () => {
    const headers = await staff();
    const catalog = await createCatalog(ctx.database.db);
    const id = (await postProject(ctx.app, headers, projectInput(catalog))).json().data.id;
    const staffUser = await createUser(ctx.database.db, 'staff');
    const retired = await createUser(ctx.database.db, 'editor', { isActive: false });
    for (const assignedTo_id of [staffUser.id, retired.id, 99_999]) {
      const res = await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { assignedTo_id } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^assignedTo_id: /);
    }
    const [project] = await ctx.database.db.select().from(projects);
    expect(project!.assignedToId).toBeNull();
  });

  it('lists file paths with their folders', async () => {
    const headers = await staff();
    const catalog = await createCatalog(ctx.database.db);
    const id = (await postProject(ctx.app, headers, projectInput(catalog))).json().data.id;
    const file = { projectId: id, size: 10, contentType: 'image/jpeg', fileType: 'image' as const };
    await ctx.database.db.insert(files).values([
      { ...file, fileName: 'front.jpg', storageKey: 'k1' },
      { ...file, folderPath: 'Exterior/Drone', fileName: 'aerial.jpg', storageKey: 'k2' },
    ]);
    await postProject(ctx.app, headers, projectInput(catalog, { projectName: 'No files yet' }));
    const list = (await ctx.app.inject({ method: 'GET', url, headers })).json();
    expect(list.data.map((p: { file_count: number; file_paths: string[] }) => [p.file_count, p.file_paths])).toEqual([
      [0, []],
      [2, ['front.jpg', 'Exterior/Drone/aerial.jpg']],
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}?page=1`, headers })).json().data[1].file_count).toBe(2);
  });
});
