import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, freshFilesProject, jpeg, listFiles, upload } from './files-helpers.ts';

const ctx = useTestApp();
let headers: Record<string, string>;
let projectId: number;

beforeEach(async () => {
  ({ headers, projectId } = await freshFilesProject(ctx));
});

const createFolder = (payload: Record<string, unknown>, id = projectId) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/folders/`, headers, payload });

describe('folders', () => {
  it('creates a folder at the root and one inside it with parent_folder', async () => {
    const root = await createFolder({ folder_name: 'Exterior' });
    expect(root.statusCode).toBe(201);
    expect(root.json()).toMatchObject({
      success: true,
      message: 'Folder Exterior created successfully!',
      data: { name: 'Exterior', folder_path: '', relative_path: 'Exterior', is_folder: true, file_type: 'folder', item_count: 0, download_url: null },
    });
    expect(root.json().data.id).toMatch(/^folder-\d+$/);

    const nested = await createFolder({ folder_name: 'Drone', parent_folder: 'Exterior' });
    expect(nested.statusCode).toBe(201);
    expect(nested.json().data).toMatchObject({ name: 'Drone', folder_path: 'Exterior', relative_path: 'Exterior/Drone' });

    const deeper = await createFolder({ folder_name: 'Dusk', parent_folder: '/Exterior/Drone/' });
    expect(deeper.json().data.relative_path).toBe('Exterior/Drone/Dusk');
  });

  it('refuses a blank or path-like folder_name with 400 naming the field', async () => {
    for (const folder_name of ['', '   ', 'a/b', '..', 'x\u0000y']) {
      const res = await createFolder({ folder_name });
      expect(res.statusCode, JSON.stringify(folder_name)).toBe(400);
      expect(res.json().errors[0].field).toBe('folder_name');
    }
    const noName = await createFolder({});
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].field).toBe('folder_name');
    const traversal = await createFolder({ folder_name: 'ok', parent_folder: '../..' });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().errors[0].field).toBe('parent_folder');
    expect((await listFiles(ctx.app, headers, projectId)).json().data.files).toEqual([]);
  });

  it('answers 409 for a folder that exists and 404 for a missing parent', async () => {
    expect((await createFolder({ folder_name: 'Exterior' })).statusCode).toBe(201);
    const duplicate = await createFolder({ folder_name: 'Exterior' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT', message: "A folder named 'Exterior' already exists here." });

    const orphan = await createFolder({ folder_name: 'Drone', parent_folder: 'Nowhere/Deep' });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().message).toBe("Folder 'Nowhere/Deep' not found.");
    expect((await listFiles(ctx.app, headers, projectId)).json().data.files.map((f: { name: string }) => f.name)).toEqual(['Exterior']);
  });

  it('answers 404 for a project that does not exist', async () => {
    expect((await createFolder({ folder_name: 'Exterior' }, projectId + 1000)).statusCode).toBe(404);
    expect((await listFiles(ctx.app, headers, projectId + 1000)).statusCode).toBe(404);
  });
});

describe('listing', () => {
  it("lists a folder's folders (with item_count) before its files, and the viewer's rights", async () => {
    await createFolder({ folder_name: 'Interior' });
    await upload(ctx.app, headers, projectId, [{ name: 'top.jpg', bytes: await jpeg() }], { folder_path: 'Exterior/Drone' });
    await upload(ctx.app, headers, projectId, [
      { name: 'b.jpg', bytes: await jpeg() },
      { name: 'a.txt', bytes: 'note' },
    ], { folder_path: 'Exterior' });
    await upload(ctx.app, headers, projectId, [{ name: 'root.txt', bytes: 'root' }]);

    const root = await listFiles(ctx.app, headers, projectId);
    expect(root.statusCode).toBe(200);
    expect(root.json().data).toMatchObject({ folder_path: '', can_download: true, can_edit: true });
    expect(root.json().data.files.map((f: { name: string; item_count: number | null }) => [f.name, f.item_count])).toEqual([
      ['Exterior', 3],
      ['Interior', 0],
      ['root.txt', null],
    ]);

    const exterior = (await listFiles(ctx.app, headers, projectId, 'Exterior')).json().data;
    expect(exterior.folder_path).toBe('Exterior');
    expect(exterior.files.map((f: { name: string }) => f.name)).toEqual(['Drone', 'a.txt', 'b.jpg']);
    const b = exterior.files[2];
    expect(b).toMatchObject({ relative_path: 'Exterior/b.jpg', file_path: 'Exterior/b.jpg', is_image: true, derivative_status: 'pending', thumbnail_url: null });
    expect(b.download_url).toMatch(/^\/api\/v1\/files\/content\/[^/]+\/b\.jpg$/);

    const drone = (await listFiles(ctx.app, headers, projectId, 'Exterior/Drone')).json().data;
    expect(drone.files.map((f: { relative_path: string }) => f.relative_path)).toEqual(['Exterior/Drone/top.jpg']);
  });

  it('answers 404 for a folder that does not exist and 400 for a traversal folder_path', async () => {
    const missing = await listFiles(ctx.app, headers, projectId, 'Nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Folder 'Nope' not found.");
    const traversal = await listFiles(ctx.app, headers, projectId, '../other');
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().errors[0].field).toBe('folder_path');
  });

  it('does not show another project’s files or folders', async () => {
    const other = await createFilesProject(ctx.database.db);
    await upload(ctx.app, headers, other.id, [{ name: 'theirs.txt', bytes: 'x' }], { folder_path: 'Theirs' });
    expect((await listFiles(ctx.app, headers, projectId)).json().data.files).toEqual([]);
    expect((await listFiles(ctx.app, headers, projectId, 'Theirs')).statusCode).toBe(404);
  });
});
