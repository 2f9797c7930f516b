import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { projects } from '../../src/db/schema/index.ts';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, emptyStore, fetchLink, listFiles, pendingUploadCount, storedObjects, upload } from './files-helpers.ts';

const ctx = useTestApp();
let staff: Record<string, string>;
let editor: Record<string, string>;
let editorId: number;

beforeEach(async () => {
  await emptyStore(ctx.dataDir);
  staff = (await signInAs(ctx.app, ctx.database.db, 'staff')).headers;
  const signedIn = await signInAs(ctx.app, ctx.database.db, 'editor');
  editor = signedIn.headers;
  editorId = signedIn.account.id;
});

const calls = (headers: Record<string, string>, id: number) => ({
  list: () => listFiles(ctx.app, headers, id),
  upload: () => upload(ctx.app, headers, id, [{ name: 'edit.txt', bytes: 'edited' }]),
  folder: () => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/folders/`, headers, payload: { folder_name: 'Edits' } }),
  remove: (fileId: number | string) => ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${id}/files/${fileId}/`, headers }),
  serve: (name: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${id}/serve/${name}/`, headers }),
  uploadUrl: () => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/upload-url/`, headers, payload: { file_name: 'big.mov', file_size: 10 } }),
  zip: () => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/download_folder_zip/`, headers, payload: {} }),
});

describe('an editor', () => {
  it('on an assigned project not completed: lists, uploads, creates folders, deletes, serves and zips', async () => {
    const project = await createFilesProject(ctx.database.db, { assignedToId: editorId, status: 'review' });
    const as = calls(editor, project.id);
    const uploaded = await as.upload();
    expect(uploaded.statusCode).toBe(200);
    expect((await as.folder()).statusCode).toBe(201);
    const listed = await as.list();
    expect(listed.json().data).toMatchObject({ can_download: true, can_edit: true });
    expect(listed.json().data.files.map((f: { name: string }) => f.name)).toEqual(['Edits', 'edit.txt']);
    const link = (await as.serve('edit.txt')).json().data.download_url;
    expect((await fetchLink(ctx.app, link)).body).toBe('edited');
    expect((await as.zip()).statusCode).toBe(200);
    expect((await as.uploadUrl()).statusCode).toBe(201);
    expect((await as.remove(uploaded.json().data.files[0].id)).statusCode).toBe(200);
    const folderId = listed.json().data.files[0].id;
    expect((await as.remove(folderId)).json().message).toBe('Folder deleted successfully');
    expect((await as.list()).json().data.files).toEqual([]);
  });

  it('not assigned: 404 for every files call, and nothing written', async () => {
    const project = await createFilesProject(ctx.database.db, { assignedToId: null });
    const fileId = (await upload(ctx.app, staff, project.id, [{ name: 'a.txt', bytes: 'a' }])).json().data.files[0].id;
    const before = await storedObjects(ctx.dataDir);
    const as = calls(editor, project.id);
    for (const [name, call] of Object.entries({ list: as.list, upload: as.upload, folder: as.folder, remove: () => as.remove(fileId), serve: () => as.serve('a.txt'), uploadUrl: as.uploadUrl, zip: as.zip })) {
      const res = await call();
      expect(res.statusCode, name).toBe(404);
    }
    expect(await storedObjects(ctx.dataDir)).toEqual(before);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect((await listFiles(ctx.app, staff, project.id)).json().data.files.map((f: { name: string }) => f.name)).toEqual(['a.txt']);
  });

  it('on an assigned project once completed: 403, and nothing written', async () => {
    const project = await createFilesProject(ctx.database.db, { assignedToId: editorId });
    const fileId = (await upload(ctx.app, editor, project.id, [{ name: 'a.txt', bytes: 'a' }])).json().data.files[0].id;
    await ctx.database.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, project.id));
    const before = await storedObjects(ctx.dataDir);
    const as = calls(editor, project.id);
    for (const [name, call] of Object.entries({ list: as.list, upload: as.upload, folder: as.folder, remove: () => as.remove(fileId), serve: () => as.serve('a.txt'), uploadUrl: as.uploadUrl, zip: as.zip })) {
      const res = await call();
      expect(res.statusCode, name).toBe(403);
    }
    expect(await storedObjects(ctx.dataDir)).toEqual(before);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect((await listFiles(ctx.app, staff, project.id)).json().data.files.map((f: { name: string }) => f.name)).toEqual(['a.txt']);
  });
});
