import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { favourites, invoices, projects } from '../../src/db/schema/index.ts';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, emptyStore, fetchLink, jpeg, listFiles, unzip, upload } from './files-helpers.ts';

const ctx = useTestApp();
const editingMessage = 'Your photos are currently being processed and edited. Files will be available for review once the editing is complete.';
const unpaid = 'Please pay the invoice to download files.';

type Headers = Record<string, string>;
let staff: Headers;
let admin: Headers;
let editor: Headers;
let clients: Record<'company' | 'person', Headers>;
let own: number;
let foreign: number;
/** The own project's files by relative path, and its bytes. */
let photos: Record<string, { id: number; bytes: Buffer }>;
let foreignPhoto: number;

const placed = [
  ['', 'cover.jpg'],
  ['Exterior', 'IMG_0002.jpg'],
  ['Exterior', 'IMG_0001.jpg'],
  ['Interior', 'Kitchen.jpg'],
] as const;

beforeEach(async () => {
  await emptyStore(ctx.dataDir);
  const db = ctx.database.db;
  staff = (await signInAs(ctx.app, db, 'staff')).headers;
  admin = (await signInAs(ctx.app, db, 'admin')).headers;
  const editorAccount = await signInAs(ctx.app, db, 'editor');
  editor = editorAccount.headers;
  const company = await signInAs(ctx.app, db, 'company');
  const person = await signInAs(ctx.app, db, 'client', { companyId: company.companyId! });
  clients = { company: company.headers, person: person.headers };
  own = (await createFilesProject(db, { companyId: company.companyId!, status: 'completed', paid: true, assignedToId: editorAccount.account.id, projectName: 'Harbour House' })).id;
  foreign = (await createFilesProject(db, { status: 'completed', paid: true })).id;
  photos = {};
  for (const [n, [folder, name]] of placed.entries()) {
    const bytes = await jpeg(40 + n, 30);
    const res = await upload(ctx.app, staff, own, [{ name, bytes }], { folder_path: folder });
    photos[folder ? `${folder}/${name}` : name] = { id: res.json().data.files[0].id, bytes };
  }
  foreignPhoto = (await upload(ctx.app, staff, foreign, [{ name: 'other.jpg', bytes: await jpeg() }])).json().data.files[0].id;
});

const favouriteUrl = (projectId: number, fileId: number | string) => `/api/v1/projects/${projectId}/files/${fileId}/favourite/`;
const mark = (headers: Headers, fileId: number | string, projectId = own) => ctx.app.inject({ method: 'POST', url: favouriteUrl(projectId, fileId), headers });
const unmark = (headers: Headers, fileId: number | string, projectId = own) => ctx.app.inject({ method: 'DELETE', url: favouriteUrl(projectId, fileId), headers });
const listFavourites = (headers: Headers, projectId = own, query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/files/?favourites=1${query}`, headers });
const project = async (headers: Headers) => (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${own}/`, headers })).json().data;
const favouriteRows = async () => (await ctx.database.db.select({ n: count() }).from(favourites))[0]!.n;
const setProject = async (id: number, status: string, paid: boolean) => {
  await ctx.database.db.update(projects).set({ status }).where(eq(projects.id, id));
  await ctx.database.db.update(invoices).set({ status: paid ? 'paid' : 'not_paid' }).where(eq(invoices.projectId, id));
};
type Entry = { name: string; relative_path: string; is_folder: boolean; is_favourite: boolean; favourite_count: number };
const byName = (files: Entry[]) => Object.fromEntries(files.map((f) => [f.name, { is_favourite: f.is_favourite, favourite_count: f.favourite_count }]));

describe.each(['company', 'person'] as const)('a client (%s account)', (kind) => {
  it('marks and unmarks a photo; both calls are idempotent', async () => {
    const headers = clients[kind];
    const id = photos['Exterior/IMG_0001.jpg']!.id;
    for (let i = 0; i < 2; i++) {
      const res = await mark(headers, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Added to favourites', data: { file_id: id, is_favourite: true, favourite_count: 1 } });
    }
    expect(await favouriteRows()).toBe(1);
    for (let i = 0; i < 2; i++) {
      const res = await unmark(headers, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Removed from favourites', data: { file_id: id, is_favourite: false, favourite_count: 0 } });
    }
    expect(await favouriteRows()).toBe(0);
  });

  it('cannot mark before the shoot is completed (403) and sees no favourites listed', async () => {
    await setProject(own, 'in progress', false);
    const res = await mark(clients[kind], photos['cover.jpg']!.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(editingMessage);
    expect((await unmark(clients[kind], photos['cover.jpg']!.id)).statusCode).toBe(403);
    expect(await favouriteRows()).toBe(0);
    expect((await listFavourites(clients[kind])).json().data).toEqual({ folder_path: '', files: [], can_download: false, can_edit: false });
  });

  it('may mark on a completed but unpaid project (reviewing proofs)', async () => {
    await setProject(own, 'completed', false);
    expect((await mark(clients[kind], photos['cover.jpg']!.id)).statusCode).toBe(200);
  });

  it("answers 404 for another company's project, a foreign file through its own project, and an unknown id; 400 for a folder id", async () => {
    const headers = clients[kind];
    expect((await mark(headers, foreignPhoto, foreign)).statusCode).toBe(404);
    expect((await unmark(headers, foreignPhoto, foreign)).statusCode).toBe(404);
    expect((await mark(headers, foreignPhoto)).statusCode).toBe(404);
    expect((await mark(headers, 999_999)).statusCode).toBe(404);
    const folderId = (await listFiles(ctx.app, staff, own)).json().data.files.find((f: Entry) => f.is_folder).id as string;
    expect(folderId).toMatch(/^folder-\d+$/);
    // Folders are addressed as folder-<n>; a bare number always names a file.
    expect((await mark(headers, folderId)).statusCode).toBe(400);
    expect((await unmark(headers, folderId)).statusCode).toBe(400);
    expect(await favouriteRows()).toBe(0);
  });
});

describe('favourites', () => {
  it('staff, the owner and editors are refused with 403 (only clients pick favourites)', async () => {
    for (const headers of [staff, admin, editor]) {
      for (const call of [mark, unmark]) {
        const res = await call(headers, photos['cover.jpg']!.id);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, message: 'Only clients pick favourites.' });
      }
    }
    expect(await favouriteRows()).toBe(0);
  });

  it('lists each account its own marks and everyone the count; folders 0; the project counts marked files', async () => {
    const a = photos['Exterior/IMG_0001.jpg']!.id;
    const b = photos['Exterior/IMG_0002.jpg']!.id;
    await mark(clients.company, a);
    await mark(clients.company, b);
    await mark(clients.person, a);
    const exterior = async (headers: Headers) => byName((await listFiles(ctx.app, headers, own, 'Exterior')).json().data.files);
    expect(await exterior(clients.company)).toEqual({ 'IMG_0001.jpg': { is_favourite: true, favourite_count: 2 }, 'IMG_0002.jpg': { is_favourite: true, favourite_count: 1 } });
    expect(await exterior(clients.person)).toEqual({ 'IMG_0001.jpg': { is_favourite: true, favourite_count: 2 }, 'IMG_0002.jpg': { is_favourite: false, favourite_count: 1 } });
    expect(await exterior(staff)).toEqual({ 'IMG_0001.jpg': { is_favourite: false, favourite_count: 2 }, 'IMG_0002.jpg': { is_favourite: false, favourite_count: 1 } });
    const root = (await listFiles(ctx.app, clients.company, own)).json().data.files as Entry[];
    expect(root.filter((f) => f.is_folder).map((f) => [f.name, f.is_favourite, f.favourite_count])).toEqual([
      ['Exterior', false, 0],
      ['Interior', false, 0],
    ]);
    expect(byName(root)['cover.jpg']).toEqual({ is_favourite: false, favourite_count: 0 });

    expect((await project(staff)).favourite_count).toBe(2);
    expect((await project(clients.person)).favourite_count).toBe(2);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: staff })).json().data as Array<{ id: number; favourite_count: number }>;
    expect(listed.find((p) => p.id === own)!.favourite_count).toBe(2);
    expect(listed.find((p) => p.id === foreign)!.favourite_count).toBe(0);

    const res = await unmark(clients.company, a);
    expect(res.json().data).toEqual({ file_id: a, is_favourite: false, favourite_count: 1 });
    expect((await project(staff)).favourite_count).toBe(2);
    await unmark(clients.person, a);
    expect((await project(staff)).favourite_count).toBe(1);
  });

  it('favourites=1 lists the marked files of every folder in path order, whatever folder_path says', async () => {
    for (const path of ['Interior/Kitchen.jpg', 'Exterior/IMG_0002.jpg', 'cover.jpg']) await mark(clients.company, photos[path]!.id);
    await mark(clients.person, photos['Exterior/IMG_0002.jpg']!.id);
    for (const headers of [clients.company, clients.person, staff]) {
      const res = await listFavourites(headers, own, '&folder_path=Exterior');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.folder_path).toBe('');
      expect(data.files.map((f: Entry) => [f.relative_path, f.favourite_count])).toEqual([
        ['cover.jpg', 1],
        ['Exterior/IMG_0002.jpg', 2],
        ['Interior/Kitchen.jpg', 1],
      ]);
    }
    const mine = (await listFavourites(clients.person)).json().data.files.map((f: Entry) => f.is_favourite);
    expect(mine).toEqual([false, true, false]);
    // favourites=0 is the plain folder listing.
    const plain = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${own}/files/?favourites=0&folder_path=Exterior`, headers: staff });
    expect(plain.json().data.files.map((f: Entry) => f.name)).toEqual(['IMG_0001.jpg', 'IMG_0002.jpg']);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${own}/files/?favourites=yes`, headers: staff })).statusCode).toBe(400);
    expect((await listFavourites(clients.company, foreign)).statusCode).toBe(404);
  });

  it('zips the favourites with their paths in the project, by POST and by signed link; 403 while unpaid', async () => {
    for (const path of ['Interior/Kitchen.jpg', 'Exterior/IMG_0001.jpg']) await mark(clients.person, photos[path]!.id);
    const expected = { 'Exterior/IMG_0001.jpg': photos['Exterior/IMG_0001.jpg']!.bytes, 'Interior/Kitchen.jpg': photos['Interior/Kitchen.jpg']!.bytes };
    const body = { favourites: true };
    for (const headers of [clients.company, clients.person, staff]) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${own}/download_folder_zip/`, headers, payload: body });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="Harbour House favourites.zip"');
      expect(await unzip(res.rawPayload)).toEqual(expected);

      const link = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${own}/zip-url/`, headers, payload: body });
      expect(link.json().data.file_name).toBe('Harbour House favourites.zip');
      const fetched = await fetchLink(ctx.app, link.json().data.download_url);
      expect(fetched.statusCode).toBe(200);
      expect(await unzip(fetched.rawPayload)).toEqual(expected);
    }
    // A favourite folder_path beside favourites is ignored, not a 404.
    const ignored = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${own}/download_folder_zip/`, headers: staff, payload: { favourites: true, folder_path: 'Nowhere' } });
    expect(ignored.statusCode).toBe(200);

    await setProject(own, 'completed', false);
    for (const url of ['download_folder_zip', 'zip-url']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${own}/${url}/`, headers: clients.company, payload: body });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(unpaid);
    }
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${foreign}/download_folder_zip/`, headers: clients.company, payload: body })).statusCode).toBe(404);
  });

  it('deleting a favourite file, or its folder, removes the favourite', async () => {
    await mark(clients.company, photos['cover.jpg']!.id);
    await mark(clients.person, photos['cover.jpg']!.id);
    await mark(clients.person, photos['Interior/Kitchen.jpg']!.id);
    expect((await project(staff)).favourite_count).toBe(2);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${own}/files/${photos['cover.jpg']!.id}/`, headers: staff })).statusCode).toBe(200);
    expect(await favouriteRows()).toBe(1);
    const interior = (await listFiles(ctx.app, staff, own)).json().data.files.find((f: Entry) => f.name === 'Interior').id;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${own}/files/${interior}/`, headers: staff })).statusCode).toBe(200);
    expect(await favouriteRows()).toBe(0);
    expect((await project(staff)).favourite_count).toBe(0);
    expect((await listFavourites(clients.company)).json().data.files).toEqual([]);
  });
});
