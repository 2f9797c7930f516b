import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, emptyStore, fetchLink, jpeg, listFiles, unzip, upload } from './files-helpers.ts';

type Headers = Record<string, string>;
const ctx = useTestApp();
let staff: Headers;
let client: Headers;
let projectId: number;
/** File ids by path. */
let fileIds: Record<string, number>;

const folders = (list: { is_folder: boolean; name: string; client_visible?: boolean }[]) => list.filter((entry) => entry.is_folder);
const names = (res: { json: () => { data: { files: { name: string }[] } } }) => res.json().data.files.map((entry) => entry.name);
const folderId = async (name: string) => (await listFiles(ctx.app, staff, projectId)).json().data.files.find((entry: { name: string }) => entry.name === name).id as string;
const setVisible = async (headers: Headers, folder: string, visible: boolean, id = projectId) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/folders/${folder}/`, headers, payload: { client_visible: visible } });
const serve = (headers: Headers, name: string, folderPath = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/serve/${encodeURIComponent(name)}/?folder_path=${encodeURIComponent(folderPath)}`, headers });
const zip = (headers: Headers, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/download_folder_zip/`, headers, payload });
const zipUrl = (headers: Headers, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/zip-url/`, headers, payload });
const project = async (headers: Headers) => (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/`, headers })).json().data;

beforeEach(async () => {
  await emptyStore(ctx.dataDir);
  const db = ctx.database.db;
  staff = (await signInAs(ctx.app, db, 'staff')).headers;
  const company = await signInAs(ctx.app, db, 'company');
  client = company.headers;
  projectId = (await createFilesProject(db, { companyId: company.companyId!, status: 'completed', paid: true })).id;
  const created = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/folders/`, headers: staff, payload: { folder_name: 'RAW', client_visible: false } });
  expect(created.statusCode).toBe(201);
  expect(created.json().data.client_visible).toBe(false);
  fileIds = {};
  for (const [folder, name, bytes] of [
    ['Edited', 'IMG_0001.jpg', await jpeg()],
    ['RAW', 'IMG_0001.CR3', 'raw bytes'],
    ['RAW/Selects', 'IMG_0002.CR3', 'selected raw'],
  ] as const) {
    const res = await upload(ctx.app, staff, projectId, [{ name, bytes }], { folder_path: folder });
    expect(res.statusCode).toBe(200);
    fileIds[`${folder}/${name}`] = res.json().data.files[0].id;
  }
});

describe('internal folders, as a client of a completed, paid project sees them', () => {
  it('lists only the client-visible folders, and neither an internal folder nor one inside it', async () => {
    const root = await listFiles(ctx.app, client, projectId);
    expect(names(root)).toEqual(['Edited']);
    expect(folders(root.json().data.files)[0]).not.toHaveProperty('client_visible');
    expect(root.json().data).not.toHaveProperty('internal_folder');
    expect((await listFiles(ctx.app, client, projectId, 'RAW')).statusCode).toBe(404);
    expect((await listFiles(ctx.app, client, projectId, 'RAW/Selects')).statusCode).toBe(404);
    const seen = await project(client);
    expect(seen.file_count).toBe(1);
    expect(seen.file_paths).toEqual(['Edited/IMG_0001.jpg']);
  });

  it('names no internal folder or file on the timeline, while staff read every name', async () => {
    const timeline = async (headers: Headers) => JSON.stringify((await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/activity/`, headers })).json().data);
    const seen = await timeline(client);
    expect(seen).toContain('IMG_0001.jpg');
    for (const hidden of ['RAW', 'CR3', 'Selects']) expect(seen).not.toContain(hidden);
    const staffSees = await timeline(staff);
    for (const name of ['RAW', 'IMG_0001.CR3', 'IMG_0002.CR3']) expect(staffSees).toContain(name);
  });

  it('serves no internal file, by name or by id: 404', async () => {
    expect((await serve(client, 'IMG_0001.jpg', 'Edited')).statusCode).toBe(200);
    expect((await serve(client, 'IMG_0001.CR3', 'RAW')).statusCode).toBe(404);
    expect((await serve(client, 'IMG_0002.CR3', 'RAW/Selects')).statusCode).toBe(404);
    expect((await serve(client, String(fileIds['RAW/IMG_0001.CR3']))).statusCode).toBe(404);
    expect((await serve(client, String(fileIds['RAW/Selects/IMG_0002.CR3']))).statusCode).toBe(404);
  });

  it('zips the whole project without the internal folders; a ZIP of an internal folder is 404', async () => {
    const whole = await zip(client, {});
    expect(whole.statusCode).toBe(200);
    expect(Object.keys(await unzip(whole.rawPayload)).sort()).toEqual(['Edited/', 'Edited/IMG_0001.jpg']);
    for (const folderPath of ['RAW', 'RAW/Selects']) {
      expect((await zip(client, { folder_path: folderPath })).statusCode, folderPath).toBe(404);
      expect((await zipUrl(client, { folder_path: folderPath })).statusCode, folderPath).toBe(404);
    }
  });

  it('keeps favourites of a folder made internal out of the favourites list and ZIP; marking an internal file is 404', async () => {
    const mark = (fileId: number) => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/files/${fileId}/favourite/`, headers: client });
    expect((await mark(fileIds['Edited/IMG_0001.jpg']!)).statusCode).toBe(200);
    expect((await mark(fileIds['RAW/IMG_0001.CR3']!)).statusCode).toBe(404);
    expect((await setVisible(staff, await folderId('Edited'), false)).statusCode).toBe(200);
    const favourites = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/files/?favourites=1`, headers: client });
    expect(favourites.json().data.files).toEqual([]);
    expect((await zip(client, { favourites: true })).statusCode).toBe(404);
    expect((await project(client)).favourite_count).toBe(0);
    expect((await project(staff)).favourite_count).toBe(1);
  });

  it("kills a client's signed links to a folder once it is made internal", async () => {
    const link = (await serve(client, 'IMG_0001.jpg', 'Edited')).json().data.download_url as string;
    const zipLink = (await zipUrl(client, { folder_path: 'Edited' })).json().data.download_url as string;
    expect((await fetchLink(ctx.app, link)).statusCode).toBe(200);
    await setVisible(staff, await folderId('Edited'), false);
    expect((await fetchLink(ctx.app, link)).statusCode).toBe(404);
    expect((await fetchLink(ctx.app, zipLink)).statusCode).toBe(404);
  });
});

describe('internal folders, as staff see them', () => {
  it('lists every folder with its mark, serves internal files and their links work for staff', async () => {
    const root = await listFiles(ctx.app, staff, projectId);
    expect(folders(root.json().data.files).map(({ name, client_visible }) => ({ name, client_visible }))).toEqual([
      { name: 'Edited', client_visible: true },
      { name: 'RAW', client_visible: false },
    ]);
    expect(names(await listFiles(ctx.app, staff, projectId, 'RAW'))).toEqual(['Selects', 'IMG_0001.CR3']);
    // Where the listed folder is, or lies in, an internal folder, the listing says which.
    expect(root.json().data.internal_folder).toBeNull();
    expect((await listFiles(ctx.app, staff, projectId, 'Edited')).json().data.internal_folder).toBeNull();
    expect((await listFiles(ctx.app, staff, projectId, 'RAW')).json().data.internal_folder).toBe('RAW');
    expect((await listFiles(ctx.app, staff, projectId, 'RAW/Selects')).json().data.internal_folder).toBe('RAW');
    const served = await serve(staff, 'IMG_0002.CR3', 'RAW/Selects');
    expect(served.statusCode).toBe(200);
    const content = await fetchLink(ctx.app, served.json().data.download_url);
    expect(content.statusCode).toBe(200);
    expect(content.body).toBe('selected raw');
    const whole = await zip(staff, {});
    expect(Object.keys(await unzip(whole.rawPayload))).toContain('RAW/Selects/IMG_0002.CR3');
    expect((await project(staff)).file_count).toBe(3);
  });

  it('toggle a folder: the client then sees it and what is under it, and no longer once it is internal again', async () => {
    const raw = await folderId('RAW');
    const shown = await setVisible(staff, raw, true);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ name: 'RAW', client_visible: true, item_count: 2 });
    expect(names(await listFiles(ctx.app, client, projectId))).toEqual(['Edited', 'RAW']);
    expect(names(await listFiles(ctx.app, client, projectId, 'RAW/Selects'))).toEqual(['IMG_0002.CR3']);
    expect((await serve(client, String(fileIds['RAW/Selects/IMG_0002.CR3']))).statusCode).toBe(200);
    expect((await project(client)).file_count).toBe(3);

    expect((await setVisible(staff, raw.slice('folder-'.length), false)).json().data.client_visible).toBe(false);
    expect(names(await listFiles(ctx.app, client, projectId))).toEqual(['Edited']);
    expect((await project(client)).file_count).toBe(1);
  });

  it('refuses the toggle to a client (403 on its own project) and answers 404 for a folder of another project', async () => {
    const raw = await folderId('RAW');
    expect((await setVisible(client, raw, true)).statusCode).toBe(403);
    const other = (await createFilesProject(ctx.database.db)).id;
    expect((await setVisible(staff, raw, true, other)).statusCode).toBe(404);
    expect(names(await listFiles(ctx.app, client, projectId))).toEqual(['Edited']);
  });
});
