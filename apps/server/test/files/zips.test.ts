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
});
