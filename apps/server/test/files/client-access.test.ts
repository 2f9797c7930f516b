import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoices, projects } from '../../src/db/schema/index.ts';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, emptyStore, fetchLink, jpeg, listFiles, pendingUploadCount, storedObjects, upload, unzip } from './files-helpers.ts';

const ctx = useTestApp();
const unpaid = 'Please pay the invoice to download files.';
let staff: Record<string, string>;
let clients: Record<'company' | 'person', Record<string, string>>;
let own: number;
let foreign: number;
/** The photo and the Exterior folder of each project, by project id. */
const ids = new Map<number, { photo: number; folder: string }>();

beforeEach(async () => {
  await emptyStore(ctx.dataDir);
  const db = ctx.database.db;
  staff = (await signInAs(ctx.app, db, 'staff')).headers;
  const company = await signInAs(ctx.app, db, 'company');
  const companyId = company.companyId!;
  const person = await signInAs(ctx.app, db, 'client', { companyId });
  clients = { company: company.headers, person: person.headers };
  own = (await createFilesProject(db, { companyId })).id;
  foreign = (await createFilesProject(db)).id;
  for (const id of [own, foreign]) {
    const res = await upload(ctx.app, staff, id, [{ name: 'IMG_0001.jpg', bytes: await jpeg(800, 600) }, { name: 'notes.txt', bytes: 'notes' }], { folder_path: 'Exterior' });
    const folder = (await listFiles(ctx.app, staff, id)).json().data.files[0].id;
    ids.set(id, { photo: res.json().data.files[0].id, folder });
  }
  await ctx.app.background.runner.drain(['derivatives.make']);
});

const setProject = async (id: number, status: string, paid: boolean) => {
  await ctx.database.db.update(projects).set({ status }).where(eq(projects.id, id));
  await ctx.database.db.update(invoices).set({ status: paid ? 'paid' : 'not_paid' }).where(eq(invoices.projectId, id));
};
const serve = (headers: Record<string, string>, id: number, name: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${id}/serve/${name}/?folder_path=Exterior${query}`, headers });
const zip = (headers: Record<string, string>, id: number) => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/download_folder_zip/`, headers, payload: {} });
const zipUrl = (headers: Record<string, string>, id: number) => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/zip-url/`, headers, payload: {} });

const writes = (headers: Record<string, string>, id: number) => ({
  upload: () => upload(ctx.app, headers, id, [{ name: 'mine.jpg', bytes: 'x' }]),
  folder: () => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/folders/`, headers, payload: { folder_name: 'Mine' } }),
  deleteFile: () => ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${id}/files/${ids.get(id)!.photo}/`, headers }),
  deleteFolder: () => ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${id}/files/${ids.get(id)!.folder}/`, headers }),
  uploadUrl: () => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/upload-url/`, headers, payload: { file_name: 'a.jpg', file_size: 10 } }),
});

describe.each(['company', 'person'] as const)('a client (%s account)', (kind) => {
  it('cannot upload, create folders or delete: 403 on its own project, 404 on another company’s, nothing written', async () => {
    const headers = clients[kind];
    await setProject(own, 'completed', true);
    await setProject(foreign, 'completed', true);
    const objects = await storedObjects(ctx.dataDir);
    for (const [id, status] of [[own, 403], [foreign, 404]] as const) {
      for (const [name, call] of Object.entries(writes(headers, id))) expect((await call()).statusCode, `${name} on ${id}`).toBe(status);
    }
    expect(await storedObjects(ctx.dataDir)).toEqual(objects);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect((await listFiles(ctx.app, staff, own)).json().data.files.map((f: { name: string }) => f.name)).toEqual(['Exterior']);
    expect((await listFiles(ctx.app, staff, own, 'Exterior')).json().data.files).toHaveLength(2);
  });

  it('sees no files before the project is completed', async () => {
    const headers = clients[kind];
    const res = await listFiles(ctx.app, headers, own);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ folder_path: '', files: [], can_download: false, can_edit: false });
    expect((await listFiles(ctx.app, headers, own, 'Exterior')).json().data.files).toEqual([]);
    for (const variant of ['original', 'thumbnail', 'proof']) expect((await serve(headers, own, 'IMG_0001.jpg', `&variant=${variant}`)).statusCode).toBe(403);
    expect((await zip(headers, own)).statusCode).toBe(403);
  });

  it('completed but unpaid: thumbnails and watermarked proofs only; originals, previews, MLS and ZIPs answer 403', async () => {
    const headers = clients[kind];
    await setProject(own, 'completed', false);
    const listed = (await listFiles(ctx.app, headers, own, 'Exterior')).json().data;
    expect(listed).toMatchObject({ can_download: false, can_edit: false });
    const [photo, notes] = listed.files;
    expect(photo).toMatchObject({ name: 'IMG_0001.jpg', download_url: null });
    expect(photo.thumbnail_url).toMatch(/\(thumbnail\)\.webp$/);
    expect(photo.preview_url).toMatch(/\(proof\)\.jpg$/);
    expect(notes).toMatchObject({ name: 'notes.txt', download_url: null, thumbnail_url: null, preview_url: null });

    const proof = await fetchLink(ctx.app, photo.preview_url);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/jpeg');
    expect((await fetchLink(ctx.app, photo.thumbnail_url)).statusCode).toBe(200);

    for (const query of ['', '&variant=original', '&variant=preview', '&variant=mls']) {
      const res = await serve(headers, own, 'IMG_0001.jpg', query);
      expect(res.statusCode, query).toBe(403);
      expect(res.json().message).toBe(unpaid);
    }
    expect((await serve(headers, own, 'notes.txt')).json().message).toBe(unpaid);
    expect((await serve(headers, own, 'IMG_0001.jpg', '&variant=proof')).statusCode).toBe(200);
    expect((await serve(headers, own, 'IMG_0001.jpg', '&variant=thumbnail')).statusCode).toBe(200);
    for (const res of [await zip(headers, own), await zipUrl(headers, own)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(unpaid);
    }
  });

  it('completed and paid: originals, full previews and ZIPs', async () => {
    const headers = clients[kind];
    await setProject(own, 'completed', true);
    const listed = (await listFiles(ctx.app, headers, own, 'Exterior')).json().data;
    expect(listed).toMatchObject({ can_download: true, can_edit: false });
    const photo = listed.files[0];
    expect(photo.preview_url).toMatch(/\(preview\)\.webp$/);
    const original = await fetchLink(ctx.app, photo.download_url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await serve(headers, own, 'IMG_0001.jpg', '&variant=mls')).statusCode).toBe(200);
    const archive = await zip(headers, own);
    expect(archive.statusCode).toBe(200);
    expect(Object.keys(await unzip(archive.rawPayload)).sort()).toEqual(['Exterior/', 'Exterior/IMG_0001.jpg', 'Exterior/notes.txt']);
    const link = (await zipUrl(headers, own)).json().data.download_url;
    expect((await fetchLink(ctx.app, link)).statusCode).toBe(200);
  });

  it("answers 404 for another company's project, even completed and paid", async () => {
    const headers = clients[kind];
    await setProject(foreign, 'completed', true);
    expect((await listFiles(ctx.app, headers, foreign)).statusCode).toBe(404);
    expect((await serve(headers, foreign, 'IMG_0001.jpg')).statusCode).toBe(404);
    expect((await zip(headers, foreign)).statusCode).toBe(404);
    expect((await zipUrl(headers, foreign)).statusCode).toBe(404);
    // A foreign file's id through its own project's URL does not reach it either.
    await setProject(own, 'completed', true);
    const foreignFileId = (await listFiles(ctx.app, staff, foreign, 'Exterior')).json().data.files[0].id;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${own}/serve/${foreignFileId}/`, headers })).statusCode).toBe(404);
  });
});
