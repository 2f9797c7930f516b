import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, emptyStore, fetchLink, jpeg, unzip, upload } from './files-helpers.ts';

const ctx = useTestApp();
let headers: Record<string, string>;
let projectId: number;
let photo: Buffer;

beforeEach(async () => {
  await emptyStore(ctx.dataDir);
  headers = (await signInAs(ctx.app, ctx.database.db, 'staff')).headers;
  projectId = (await createFilesProject(ctx.database.db, { projectName: '12 Ocean View Rd' })).id;
  photo = await jpeg();
  await upload(ctx.app, headers, projectId, [{ name: 'Façade.jpg', bytes: photo }, { name: 'notes.txt', bytes: 'north facing' }], { folder_path: 'Exterior' });
  await upload(ctx.app, headers, projectId, [{ name: 'top.jpg', bytes: 'from above' }], { folder_path: 'Exterior/Drone' });
  await upload(ctx.app, headers, projectId, [{ name: 'kitchen.txt', bytes: 'kitchen' }], { folder_path: 'Interior' });
  await upload(ctx.app, headers, projectId, [{ name: 'brief.txt', bytes: 'brief' }]);
  await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/folders/`, headers, payload: { folder_name: 'Empty', parent_folder: 'Exterior' } });
});

const zip = (payload: Record<string, unknown>, id = projectId) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/download_folder_zip/`, headers, payload });
const zipUrl = (payload: Record<string, unknown>, id = projectId) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/zip-url/`, headers, payload });
const asText = (members: Record<string, Buffer | '<folder>'>) =>
  Object.fromEntries(Object.entries(members).map(([name, bytes]) => [name, bytes === '<folder>' ? bytes : name.endsWith('.jpg') && name.includes('Façade') ? 'jpeg' : bytes.toString('utf8')]));

describe('folder ZIPs', () => {
  it('zips a folder with its subfolders, names relative to it, bytes unchanged', async () => {
    const res = await zip({ folder_path: 'Exterior' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Exterior.zip"');
    const members = await unzip(res.rawPayload);
    expect(asText(members)).toEqual({
      'Drone/': '<folder>',
      'Empty/': '<folder>',
      'Drone/top.jpg': 'from above',
      'Façade.jpg': 'jpeg',
      'notes.txt': 'north facing',
    });
    expect((members['Façade.jpg'] as Buffer).equals(photo)).toBe(true);
  });

  it('zips a nested folder and names the ZIP after its last part', async () => {
    const res = await zip({ folder_path: 'Exterior/Drone' });
    expect(res.headers['content-disposition']).toBe('attachment; filename="Drone.zip"');
    expect(asText(await unzip(res.rawPayload))).toEqual({ 'top.jpg': 'from above' });
  });

  it('zips the whole project from the root, named after the project', async () => {
    const res = await zip({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="12 Ocean View Rd.zip"');
    expect(asText(await unzip(res.rawPayload))).toEqual({
      'Exterior/': '<folder>',
      'Exterior/Drone/': '<folder>',
      'Exterior/Empty/': '<folder>',
      'Interior/': '<folder>',
      'Exterior/Drone/top.jpg': 'from above',
      'Exterior/Façade.jpg': 'jpeg',
      'Exterior/notes.txt': 'north facing',
      'Interior/kitchen.txt': 'kitchen',
      'brief.txt': 'brief',
    });
  });

  it('answers 404 for a missing folder or project and 400 for a traversal path', async () => {
    expect((await zip({ folder_path: 'Nope' })).statusCode).toBe(404);
    expect((await zip({}, projectId + 1000)).statusCode).toBe(404);
    const traversal = await zip({ folder_path: '../..' });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().errors[0].field).toBe('folder_path');
    expect((await zipUrl({ folder_path: 'Nope' })).statusCode).toBe(404);
  });

  it('hands out a zip-url that streams the same ZIP without a header, until it expires', async () => {
    const res = await zipUrl({ folder_path: 'Interior' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.file_name).toBe('Interior.zip');
    expect(data.download_url).toMatch(/^\/api\/v1\/files\/zip\/[^/]+\/Interior\.zip$/);
    const link = await fetchLink(ctx.app, data.download_url);
    expect(link.statusCode).toBe(200);
    expect(link.headers['content-type']).toBe('application/zip');
    expect(link.headers['content-disposition']).toBe('attachment; filename="Interior.zip"');
    expect(asText(await unzip(link.rawPayload))).toEqual({ 'kitchen.txt': 'kitchen' });

    const token = /\/zip\/([^/]+)\//.exec(data.download_url)![1]!;
    const [payload, signature] = token.split('.') as [string, string];
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...grant, folderPath: 'Exterior' })).toString('base64url');
    expect((await fetchLink(ctx.app, data.download_url.replace(token, `${forged}.${signature}`))).statusCode).toBe(403);

    ctx.clock.advance(3600 * 1000);
    expect((await fetchLink(ctx.app, data.download_url)).statusCode).toBe(403);
  });

  it('the root zip-url is named after the project', async () => {
    const data = (await zipUrl({})).json().data;
    expect(data.file_name).toBe('12 Ocean View Rd.zip');
    const link = await fetchLink(ctx.app, data.download_url);
    expect(Object.keys(await unzip(link.rawPayload))).toContain('brief.txt');
  });

  it('answers 404 "No files in this folder." for a folder holding no file, however deep, and never an empty archive', async () => {
    await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/folders/`, headers, payload: { folder_name: 'Deeper', parent_folder: 'Exterior/Empty' } });
    for (const folder_path of ['Exterior/Empty', 'Exterior/Empty/Deeper']) {
      for (const res of [await zip({ folder_path }), await zipUrl({ folder_path })]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'No files in this folder.' });
      }
    }
    const bare = await createFilesProject(ctx.database.db);
    expect((await zip({}, bare.id)).json()).toMatchObject({ success: false, message: 'No files in this folder.' });
    expect((await zipUrl({}, bare.id)).statusCode).toBe(404);
    for (const res of [await zip({ favourites: true }), await zipUrl({ favourites: true })]) {
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'No favourite files in this project.' });
    }
  });

  it('answers 404 from a ZIP link whose files were deleted after it was handed out', async () => {
    const link = (await zipUrl({ folder_path: 'Interior' })).json().data.download_url;
    const kitchen = (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/files/?folder_path=Interior`, headers })).json().data.files[0];
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${projectId}/files/${kitchen.id}/`, headers });
    const res = await fetchLink(ctx.app, link);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'No files in this folder.' });
  });

  it('names the whole-project ZIP after a project name with slashes, quotes and accents, safely encoded', async () => {
    const named = await createFilesProject(ctx.database.db, { projectName: 'Unit 4/12 "Café" Rd\r\n' });
    await upload(ctx.app, headers, named.id, [{ name: 'a.txt', bytes: 'a' }], { folder_path: 'Exterior' });
    const res = await zip({}, named.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Unit 4-12 _Cafe_ Rd"; filename*=UTF-8''Unit%204-12%20%22Caf%C3%A9%22%20Rd.zip`.replace('Rd"', 'Rd.zip"'));
    expect(Object.keys(await unzip(res.rawPayload))).toEqual(['Exterior/', 'Exterior/a.txt']);
    expect((await zipUrl({}, named.id)).json().data.file_name).toBe('Unit 4-12 "Café" Rd.zip');
  });
});
