import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoices } from '../../src/db/schema/index.ts';
import { createCompany, createUser } from '../factories.ts';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, emptyStore, fetchLink, storedObjects, upload } from './files-helpers.ts';

/** Signed links are bound to the session they were issued to and re-checked each time they are followed. */
const ctx = useTestApp();
type Headers = Record<string, string>;
let owner: Headers;

beforeEach(async () => {
  await emptyStore(ctx.dataDir);
  owner = (await signInAs(ctx.app, ctx.database.db, 'admin')).headers;
});

const json = (headers: Headers) => ({ ...headers, 'content-type': 'application/json' });
const asOwner = (method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) => ctx.app.inject({ method, url, headers: payload ? json(owner) : owner, payload });

/** A project of the company with one text file in Docs, uploaded by the owner. */
async function projectWithFile(options: Parameters<typeof createFilesProject>[1]) {
  const project = await createFilesProject(ctx.database.db, options);
  const res = await upload(ctx.app, owner, project.id, [{ name: 'plan.txt', bytes: 'the floor plan' }], { folder_path: 'Docs' });
  expect(res.statusCode, res.body).toBe(200);
  return project;
}

/** The download link of plan.txt and the ZIP link of Docs, as the viewer's session gets them. */
async function linksFor(headers: Headers, projectId: number) {
  const served = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/serve/plan.txt/?folder_path=Docs`, headers });
  expect(served.statusCode, served.body).toBe(200);
  const zipped = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/zip-url/`, headers: json(headers), payload: { folder_path: 'Docs' } });
  expect(zipped.statusCode, zipped.body).toBe(200);
  const links = { file: served.json().data.download_url as string, zip: zipped.json().data.download_url as string };
  for (const url of Object.values(links)) expect((await fetchLink(ctx.app, url)).statusCode, url).toBe(200);
  return links;
}

async function expectDead(links: Record<string, string>, statuses: number[] = [403, 404]) {
  for (const [kind, url] of Object.entries(links)) {
    const res = await fetchLink(ctx.app, url);
    expect(statuses, `${kind} link answered ${res.statusCode}`).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ success: false });
  }
}

/** A client person of a fresh company, signed in, with a completed and paid project of that company. */
async function clientWithGallery() {
  const company = await createCompany(ctx.database.db);
  const client = await signInAs(ctx.app, ctx.database.db, 'client', { companyId: company.id });
  const project = await projectWithFile({ companyId: company.id, status: 'completed', paid: true });
  return { company, client, project, links: await linksFor(client.headers, project.id) };
}

describe('signed links stop when access stops, not at expiry', () => {
  it('after logout: file, ZIP and upload links of that session answer 403', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'staff');
    const project = await projectWithFile({});
    const links = await linksFor(staff.headers, project.id);
    const started = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/upload-url/`, headers: json(staff.headers), payload: { file_name: 'late.txt', file_size: 4 } });
    expect(started.statusCode).toBe(201);

    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout/', headers: staff.headers })).statusCode).toBe(200);
    await expectDead(links, [403]);
    const before = await storedObjects(ctx.dataDir);
    const put = await ctx.app.inject({ method: 'PUT', url: started.json().data.upload_url, headers: { 'content-type': 'text/plain' }, payload: 'late' });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('This link no longer works. Open the file again from the portal.');
    expect(await storedObjects(ctx.dataDir)).toEqual(before);
  });

  it("after the client's account is deactivated", async () => {
    const { client, links } = await clientWithGallery();
    expect((await asOwner('DELETE', `/api/v1/users/${client.account.id}/`)).statusCode).toBe(200);
    await expectDead(links);
  });

  it("after the client's company is deactivated (its own account's links too)", async () => {
    const { company, links } = await clientWithGallery();
    const companyLogin = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: company.email, password: 'correct horse battery' } });
    const companyHeaders = { authorization: `Token ${companyLogin.json().token as string}` };
    const project = await projectWithFile({ companyId: company.id, status: 'completed', paid: true });
    const companyLinks = await linksFor(companyHeaders, project.id);

    const res = await asOwner('POST', `/api/v1/companies/${company.id}/`, { is_active: false });
    expect(res.statusCode, res.body).toBe(200);
    await expectDead({ ...links, ...Object.fromEntries(Object.entries(companyLinks).map(([k, v]) => [`company ${k}`, v])) });
  });

  it('after the invoice goes back to not paid: originals and ZIPs answer 403', async () => {
    const { project, links } = await clientWithGallery();
    const [invoice] = await ctx.database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.projectId, project.id));
    const res = await asOwner('POST', `/api/v1/invoices/${invoice!.id}/`, { status: 'not_paid' });
    expect(res.statusCode, res.body).toBe(200);
    await expectDead(links, [403]);
    expect((await fetchLink(ctx.app, links.file)).json().message).toBe('Please pay the invoice to download files.');
  });

  it('after the project moves to another company: 404', async () => {
    const { project, links } = await clientWithGallery();
    const other = await createCompany(ctx.database.db);
    const res = await asOwner('POST', `/api/v1/projects/${project.id}/`, { company_id: other.id });
    expect(res.statusCode, res.body).toBe(200);
    await expectDead(links, [404]);
  });

  it("after the editor's project is completed: file, ZIP and upload links answer 403/404", async () => {
    const editor = await createUser(ctx.database.db, 'editor');
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: editor.email, password: 'correct horse battery' } });
    const headers = { authorization: `Token ${login.json().token as string}` };
    const project = await projectWithFile({ assignedToId: editor.id, status: 'in progress' });
    const links = await linksFor(headers, project.id);
    const started = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/upload-url/`, headers: json(headers), payload: { file_name: 'late.txt', file_size: 4 } });
    expect(started.statusCode).toBe(201);

    const res = await asOwner('POST', `/api/v1/projects/${project.id}/`, { projectStatus: 'completed' });
    expect(res.statusCode, res.body).toBe(200);
    await expectDead(links);
    const before = await storedObjects(ctx.dataDir);
    const put = await ctx.app.inject({ method: 'PUT', url: started.json().data.upload_url, headers: { 'content-type': 'text/plain' }, payload: 'late' });
    expect([403, 404]).toContain(put.statusCode);
    expect(await storedObjects(ctx.dataDir)).toEqual(before);
  });

  it('names a ZIP itself: a changed file-name segment changes nothing', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'staff');
    const project = await projectWithFile({});
    const { zip } = await linksFor(staff.headers, project.id);
    const tampered = zip.replace(/[^/]+$/, encodeURIComponent('invoice.pdf.exe'));
    const res = await fetchLink(ctx.app, tampered);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Docs.zip"');
  });
});
