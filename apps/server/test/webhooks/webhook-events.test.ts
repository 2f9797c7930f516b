import { webhookEventTypes } from '@portal/contract';
import { count, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoiceCounters, invoices, jobs as jobsTable, projects, webhookDeliveries } from '../../src/db/schema/index.ts';
import { createFilesProject, jpeg, upload } from '../files/files-helpers.ts';
import { createCatalog, postProject, projectInput } from '../project-fixtures.ts';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { documentedVerify, webhookJobs, webhookSink } from './webhook-helpers.ts';

const sink = webhookSink();
const ctx = useTestApp();
const deliveries = webhookJobs(ctx);
let verify: Awaited<ReturnType<typeof documentedVerify>>;
type Headers = Record<string, string>;
/** What these tests read of an event's data. */
type EventData = {
  project?: Record<string, unknown>;
  invoice?: { id: number; status: string; sent_at: string | null; [field: string]: unknown };
  files?: Array<{ relative_path: string; [field: string]: unknown }>;
  [field: string]: unknown;
};
let owner: Headers;

beforeAll(async () => {
  verify = await documentedVerify();
});
beforeEach(async () => {
  owner = (await signInAs(ctx.app, ctx.database.db, 'admin')).headers;
});

async function register(events: readonly string[] = webhookEventTypes, path?: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/webhooks/', headers: owner, payload: { url: sink.url(path), description: 'Studio CRM', events } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; secret: string };
}

/** Runs the queued deliveries, then answers what the sink got since the last call, each checked against its secret. */
async function delivered(secret: string) {
  await deliveries.drain();
  const got = sink.received.splice(0);
  for (const request of got) {
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toBe('Portal-Webhooks/1');
    expect(verify(request.body, String(request.headers['portal-signature']), secret)).toBe(true);
  }
  return got.map((request) => JSON.parse(request.body) as { id: string; type: string; created: number; data: EventData });
}

describe('events of a shoot reach a registered endpoint', () => {
  it('sends each event once, signed, with the resource in data', async () => {
    const db = ctx.database.db;
    const { secret } = await register();
    const catalog = await createCatalog(db);

    const created = await postProject(ctx.app, owner, projectInput(catalog));
    expect(created.statusCode, created.body).toBe(201);
    const projectId = created.json().data.id as number;
    const onCreate = await delivered(secret);
    expect(onCreate.map((event) => event.type).sort()).toEqual(['invoice.created', 'project.created']);
    for (const event of onCreate) {
      expect(event.id).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(Number.isInteger(event.created)).toBe(true);
    }
    const projectCreated = onCreate.find((event) => event.type === 'project.created')!;
    expect(projectCreated.data.project).toMatchObject({ id: projectId, projectName: '12 Ocean View Rd', status: 'pending', company: { id: catalog.company.id } });
    expect(projectCreated.data.project).not.toHaveProperty('file_paths');
    const invoice = onCreate.find((event) => event.type === 'invoice.created')!.data.invoice!;
    expect(invoice).toMatchObject({ projectId, total: '385.00', status: 'not_paid' });

    const review = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/`, headers: owner, payload: { projectStatus: 'review' } });
    expect(review.statusCode).toBe(200);
    const onReview = await delivered(secret);
    expect(onReview.map((event) => [event.type, event.data.previous_status, event.data.status])).toEqual([['project.status_changed', 'pending', 'review']]);

    // The same status again changes nothing and sends nothing.
    await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/`, headers: owner, payload: { projectStatus: 'review' } });
    expect(await delivered(secret)).toEqual([]);

    const complete = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/`, headers: owner, payload: { projectStatus: 'completed' } });
    expect(complete.statusCode).toBe(200);
    const onComplete = await delivered(secret);
    expect(onComplete.map((event) => event.type)).toEqual(['project.status_changed', 'project.completed']);
    expect(onComplete[1]!.data.project).toMatchObject({ id: projectId, status: 'completed' });

    const uploaded = await upload(ctx.app, owner, projectId, [{ name: 'front.jpg', bytes: await jpeg() }, { name: 'back.jpg', bytes: await jpeg(32, 32) }], { folder_path: 'Exterior' });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const onUpload = await delivered(secret);
    expect(onUpload.map((event) => event.type)).toEqual(['files.uploaded']);
    expect(onUpload[0]!.data).toMatchObject({ project_id: projectId, uploaded_by: { kind: 'user' } });
    expect(onUpload[0]!.data.files!.map((file) => file.relative_path)).toEqual(['Exterior/front.jpg', 'Exterior/back.jpg']);
    expect(onUpload[0]!.data.files![0]).toMatchObject({ file_name: 'front.jpg', folder_path: 'Exterior', content_type: 'image/jpeg', file_type: 'image' });

    const sent = await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoice.id}/send/`, headers: owner, payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    const onSend = await delivered(secret);
    expect(onSend.map((event) => [event.type, event.data.invoice!.id])).toEqual([['invoice.sent', invoice.id]]);
    expect(onSend[0]!.data.invoice!.sent_at).toEqual(expect.any(String));

    const paid = await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoice.id}/`, headers: owner, payload: { status: 'paid' } });
    expect(paid.statusCode).toBe(200);
    const onPaid = await delivered(secret);
    // Payment puts the shoot's property website live: media.delivered follows invoice.paid.
    expect(onPaid.map((event) => event.type)).toEqual(['invoice.paid', 'media.delivered']);
    expect(onPaid[0]!.data.invoice!.status).toBe('paid');
    expect(onPaid[1]!.data).toMatchObject({ project_id: projectId, published_by: 'payment', site: { url: expect.stringMatching(/^http:\/\/localhost:\d+\/p\/[a-z0-9-]+$/), unbranded_url: expect.stringMatching(/\/unbranded$/) } });
    // Taking it down sends nothing.
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/listing/unpublish/`, headers: owner })).statusCode).toBe(200);
    expect(await delivered(secret)).toEqual([]);

    const client = await signInAs(ctx.app, db, 'client', { companyId: catalog.company.id });
    const fileId = uploaded.json().data.files[0].id as number;
    const favourite = () => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/files/${fileId}/favourite/`, headers: client.headers });
    expect((await favourite()).statusCode).toBe(200);
    const onFavourite = await delivered(secret);
    expect(onFavourite.map((event) => event.type)).toEqual(['favourites.updated']);
    expect(onFavourite[0]!.data).toMatchObject({ project_id: projectId, file_id: fileId, file_name: 'front.jpg', is_favourite: true, favourite_count: 1, by: { kind: 'user', id: client.account.id } });
    // Marking again is no change: nothing is sent.
    expect((await favourite()).statusCode).toBe(200);
    expect(await delivered(secret)).toEqual([]);
    const unmarked = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${projectId}/files/${fileId}/favourite/`, headers: client.headers });
    expect(unmarked.statusCode).toBe(200);
    expect((await delivered(secret)).map((event) => [event.type, event.data.is_favourite])).toEqual([['favourites.updated', false]]);
  });

  it('sends an endpoint only the events it chose; each endpoint gets the same event id and body', async () => {
    const invoicesOnly = await register(['invoice.paid'], '/invoices');
    const everything = await register(webhookEventTypes, '/all');
    const project = await createFilesProject(ctx.database.db);
    const [invoice] = (await ctx.database.db.execute(sql`select id from invoices where project_id = ${project.id}`)).rows as Array<{ id: number }>;

    await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/`, headers: owner, payload: { projectStatus: 'review' } });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoice!.id}/`, headers: owner, payload: { status: 'paid' } });
    await deliveries.drain();
    const byPath = (path: string) => sink.received.filter((request) => request.path === path);
    expect(byPath('/invoices').map((request) => JSON.parse(request.body).type)).toEqual(['invoice.paid']);
    expect(byPath('/all').map((request) => JSON.parse(request.body).type)).toEqual(['project.status_changed', 'invoice.paid', 'media.delivered']);
    expect(byPath('/invoices')[0]!.body).toBe(byPath('/all')[1]!.body);
    expect(verify(byPath('/invoices')[0]!.body, String(byPath('/invoices')[0]!.headers['portal-signature']), invoicesOnly.secret)).toBe(true);
    expect(verify(byPath('/invoices')[0]!.body, String(byPath('/invoices')[0]!.headers['portal-signature']), everything.secret)).toBe(false);
  });

  it('sends nothing to an endpoint turned off', async () => {
    const { id } = await register();
    const off = await ctx.app.inject({ method: 'POST', url: `/api/v1/webhooks/${id}/`, headers: owner, payload: { is_active: false } });
    expect(off.json().data).toMatchObject({ is_active: false, disabled_reason: expect.stringContaining('Turned off by') });
    const catalog = await createCatalog(ctx.database.db);
    expect((await postProject(ctx.app, owner, projectInput(catalog))).statusCode).toBe(201);
    await deliveries.drain();
    expect(sink.received).toEqual([]);
    expect((await ctx.database.db.select({ n: count() }).from(webhookDeliveries))[0]!.n).toBe(0);
  });
});

describe('a project creation', () => {
  it('is told to the endpoints that take its events, and only to them', async () => {
    const catalog = await createCatalog(ctx.database.db);
    await register(['invoice.paid'], '/paid');
    expect((await postProject(ctx.app, owner, projectInput(catalog))).statusCode).toBe(201);
    expect(await deliveries.drain()).toBe(0);
    expect((await ctx.database.db.select({ n: count() }).from(webhookDeliveries))[0]!.n).toBe(0);

    await register(['invoice.created'], '/invoices');
    const created = await postProject(ctx.app, owner, projectInput(catalog, { projectName: 'Second shoot' }));
    expect(created.statusCode).toBe(201);
    await deliveries.drain();
    const got = sink.received.splice(0).map((request) => [request.path, JSON.parse(request.body).type, JSON.parse(request.body).data.invoice?.id]);
    expect(got).toEqual([['/invoices', 'invoice.created', created.json().invoice.id]]);
  });

  it('refused for a missing company writes nothing, sends nothing and uses no invoice number', async () => {
    await register();
    const catalog = await createCatalog(ctx.database.db);
    const refused = await postProject(ctx.app, owner, projectInput(catalog, { company_id: 99_991 }));
    expect(refused.json().errors).toEqual([{ field: 'company_id', message: 'does not match an existing record' }]);
    expect(await deliveries.drain()).toBe(0);
    expect((await ctx.database.db.select({ n: count() }).from(webhookDeliveries))[0]!.n).toBe(0);
    expect((await postProject(ctx.app, owner, projectInput(catalog))).json().invoice.invoiceNumber).toBe('INV-2026-001');
  });
});

describe('a write that is rolled back', () => {
  /** Creates a project that fails at its commit, after everything it writes was written: a 500. */
  async function createRefusedAtCommit(catalog: Awaited<ReturnType<typeof createCatalog>>) {
    const db = ctx.database.db;
    await db.execute(sql.raw(`create function test_refuse_doomed() returns trigger language plpgsql as $$
      begin if new.project_name = 'Doomed shoot' then raise exception 'refused at commit'; end if; return null; end $$`));
    await db.execute(sql.raw(`create constraint trigger test_refuse_doomed after insert on projects deferrable initially deferred for each row execute function test_refuse_doomed()`));
    try {
      expect((await postProject(ctx.app, owner, projectInput(catalog, { projectName: 'Doomed shoot' }))).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger test_refuse_doomed on projects'));
      await db.execute(sql.raw('drop function test_refuse_doomed()'));
    }
  }

  it('leaves no project, invoice or number behind when no endpoint takes its events', async () => {
    const catalog = await createCatalog(ctx.database.db);
    await createRefusedAtCommit(catalog);
    for (const table of [projects, invoices, invoiceCounters]) expect((await ctx.database.db.select({ n: count() }).from(table))[0]!.n).toBe(0);
    expect((await postProject(ctx.app, owner, projectInput(catalog, { projectName: 'Fine shoot' }))).json().invoice.invoiceNumber).toBe('INV-2026-001');
  });

  it('sends nothing and leaves no delivery or job behind', async () => {
    const db = ctx.database.db;
    await register();
    const catalog = await createCatalog(db);
    await createRefusedAtCommit(catalog);
    expect(await deliveries.drain()).toBe(0);
    expect(sink.received).toEqual([]);
    expect((await db.select({ n: count() }).from(webhookDeliveries))[0]!.n).toBe(0);
    expect((await db.select({ n: count() }).from(jobsTable))[0]!.n).toBe(0);

    // The same request without the fault goes out.
    expect((await postProject(ctx.app, owner, projectInput(catalog, { projectName: 'Fine shoot' }))).statusCode).toBe(201);
    await deliveries.drain();
    expect(sink.events().map((event) => event.type).sort()).toEqual(['invoice.created', 'project.created']);
  });
});
