import { createWriteStream } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageDeletions } from '../../src/db/schema/index.ts';
import { derivativeKinds } from '../../src/modules/derivatives/index.ts';
import { interruptedAfterMs } from '../../src/modules/files/storage-sweeper.ts';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, filesUnder, freshFilesProject, jpeg, listFiles, pendingUploadCount, storedObjects, upload } from './files-helpers.ts';

const ctx = useTestApp();
let headers: Record<string, string>;
let projectId: number;

beforeEach(async () => {
  ({ headers, projectId } = await freshFilesProject(ctx, 'admin'));
});

const remove = (fileId: number | string, id = projectId) => ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${id}/files/${fileId}/`, headers });
const sweep = () => ctx.app.background.sweeper.sweepOnce(new Date(ctx.clock.now().getTime() - 24 * 3600 * 1000));
const queued = async () => (await ctx.database.db.select({ n: count() }).from(storageDeletions))[0]!.n;
const names = async (folderPath?: string) => (await listFiles(ctx.app, headers, projectId, folderPath)).json().data.files.map((f: { name: string }) => f.name);

describe('deleting files and folders', () => {
  it('deletes a file: gone from the list, its original and derivatives gone from the store after the sweep', async () => {
    const res = await upload(ctx.app, headers, projectId, [{ name: 'IMG_0001.jpg', bytes: await jpeg(600, 400) }, { name: 'keep.txt', bytes: 'keep' }]);
    const [photo] = res.json().data.files;
    await ctx.app.background.runner.drain(['derivatives.make']);
    expect(await storedObjects(ctx.dataDir)).toHaveLength(2 + derivativeKinds.length); // two originals, the photo's derivatives

    const deleted = await remove(photo.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'File deleted successfully' });
    expect(await names()).toEqual(['keep.txt']);
    await sweep();
    expect(await queued()).toBe(0);
    const left = await storedObjects(ctx.dataDir);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^projects\/\d+\/[0-9a-f-]{36}$/);

    expect((await remove(photo.id)).statusCode).toBe(404);
    expect((await remove(999_999)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'File not found.' });
  });

  it('deletes folder-<n> with its subfolders and every file in them, and nothing beside it', async () => {
    await upload(ctx.app, headers, projectId, [{ name: 'a.txt', bytes: 'a' }], { folder_path: 'Exterior' });
    await upload(ctx.app, headers, projectId, [{ name: 'b.txt', bytes: 'b' }], { folder_path: 'Exterior/Drone/Dusk' });
    await upload(ctx.app, headers, projectId, [{ name: 'c.txt', bytes: 'c' }], { folder_path: 'Exterior2' });
    await upload(ctx.app, headers, projectId, [{ name: 'd.txt', bytes: 'd' }]);
    const exterior = (await listFiles(ctx.app, headers, projectId)).json().data.files.find((f: { name: string }) => f.name === 'Exterior');

    const res = await remove(exterior.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Folder deleted successfully');
    expect(await names()).toEqual(['Exterior2', 'd.txt']);
    expect((await listFiles(ctx.app, headers, projectId, 'Exterior/Drone')).statusCode).toBe(404);
    expect(await names('Exterior2')).toEqual(['c.txt']);
    await sweep();
    expect(await storedObjects(ctx.dataDir)).toHaveLength(2);

    expect((await remove(exterior.id)).statusCode).toBe(404);
    expect((await remove('folder-abc')).statusCode).toBe(400);
    // A folder of the same name can be made again, empty.
    const again = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/folders/`, headers, payload: { folder_name: 'Exterior' } });
    expect(again.statusCode).toBe(201);
    expect(await names('Exterior')).toEqual([]);
  });

  it("does not delete another project's file or folder through this project's URL", async () => {
    const other = await createFilesProject(ctx.database.db);
    const theirs = (await upload(ctx.app, headers, other.id, [{ name: 'x.txt', bytes: 'x' }], { folder_path: 'Theirs' })).json().data.files[0];
    const theirFolder = (await listFiles(ctx.app, headers, other.id)).json().data.files[0];
    expect((await remove(theirs.id)).statusCode).toBe(404);
    expect((await remove(theirFolder.id)).statusCode).toBe(404);
    expect((await listFiles(ctx.app, headers, other.id, 'Theirs')).json().data.files).toHaveLength(1);
  });

  it('queues every object of a deleted project, and the sweep removes them', async () => {
    await upload(ctx.app, headers, projectId, [{ name: 'a.jpg', bytes: await jpeg() }, { name: 'b.txt', bytes: 'b' }], { folder_path: 'Exterior/Drone' });
    await upload(ctx.app, headers, projectId, [{ name: 'c.jpg', bytes: await jpeg() }]);
    await ctx.app.background.runner.drain(['derivatives.make']);
    const other = await createFilesProject(ctx.database.db);
    await upload(ctx.app, headers, other.id, [{ name: 'other.txt', bytes: 'other' }]);
    expect(await storedObjects(ctx.dataDir)).toHaveLength(3 + 2 * derivativeKinds.length + 1);

    const fileLink = (await listFiles(ctx.app, headers, projectId)).json().data.files.find((f: { name: string }) => f.name === 'c.jpg').download_url;
    const zipLink = (await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/zip-url/`, headers, payload: {} })).json().data.download_url;
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${projectId}/`, headers });
    expect(res.statusCode).toBe(200);
    // Links handed out before stop working with the project.
    expect((await ctx.app.inject({ method: 'GET', url: fileLink })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: zipLink })).statusCode).toBe(404);
    await sweep();
    expect(await queued()).toBe(0);
    const left = await storedObjects(ctx.dataDir);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(new RegExp(`^projects/${other.id}/`));
  });

  // Known bug, outside the files module: pending_uploads rows go with the project (ON DELETE CASCADE)
  // without queueing their objects, so the sweeper never learns of them. Flip to it() once fixed.
  it('removes the objects of direct uploads not yet confirmed when their project is deleted', async () => {
    const started = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/upload-url/`, headers, payload: { file_name: 'a.bin', file_size: 3 } });
    await ctx.app.inject({ method: 'PUT', url: started.json().data.upload_url, headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from('abc') });
    expect(await storedObjects(ctx.dataDir)).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${projectId}/`, headers })).statusCode).toBe(200);
    await ctx.app.background.sweeper.sweepOnce(new Date(Date.now() + 25 * 3600 * 1000));
    expect(await storedObjects(ctx.dataDir)).toEqual([]);
  });

  it('sweeps direct uploads abandoned for a day, and keeps recent ones', async () => {
    const started = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/upload-url/`, headers, payload: { file_name: 'a.bin', file_size: 3 } });
    await ctx.app.inject({ method: 'PUT', url: started.json().data.upload_url, headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from('abc') });
    expect(await storedObjects(ctx.dataDir)).toHaveLength(1);

    await ctx.app.background.sweeper.sweepOnce(new Date(Date.now() - 3600 * 1000));
    expect(await pendingUploadCount(ctx.database.db)).toBe(1);
    expect(await storedObjects(ctx.dataDir)).toHaveLength(1);

    await ctx.app.background.sweeper.sweepOnce(new Date(Date.now() + 25 * 3600 * 1000));
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect(await storedObjects(ctx.dataDir)).toEqual([]);
    const confirm = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/files/confirm/`, headers, payload: { upload_id: started.json().data.upload_id } });
    expect(confirm.statusCode).toBe(404);
  });

  describe('partial files of interrupted uploads', () => {
    const tempDir = () => path.join(ctx.dataDir, 'files', '.tmp');
    /** What a kill -9 mid-upload leaves: a temp file nobody writes to any more, last touched `ageMs` ago. */
    async function leftBehind(name: string, ageMs: number) {
      await mkdir(tempDir(), { recursive: true });
      await writeFile(path.join(tempDir(), name), Buffer.alloc(4096, 7));
      const touched = new Date(Date.now() - ageMs);
      await utimes(path.join(tempDir(), name), touched, touched);
    }

    it('are removed by the sweep once untouched for an hour; recent ones and uploads in progress stay', async () => {
      await leftBehind('killed-yesterday', 24 * 3600 * 1000);
      await leftBehind('killed-an-hour-ago', interruptedAfterMs + 60_000);
      await leftBehind('quiet-for-a-minute', 60_000);
      const writing = createWriteStream(path.join(tempDir(), 'in-progress'));
      writing.write(Buffer.alloc(1024));
      await new Promise<void>((resolve) => writing.once('ready', () => resolve()));

      await sweep();
      expect(await filesUnder(tempDir())).toEqual(['in-progress', 'quiet-for-a-minute']);
      await new Promise<void>((resolve) => writing.end(() => resolve()));
    });

    it('are removed by the scheduled storage sweep, with no restart', async () => {
      const { scheduler, runner } = ctx.app.background;
      await scheduler.tick(); // first sight: the sweep is due at the next minute
      await leftBehind('killed', 2 * 3600 * 1000);
      ctx.clock.advance(61_000);
      expect(await scheduler.tick()).toContain('storage sweep');
      expect(await runner.drain(['sweep.storage'])).toBe(1);
      expect(await filesUnder(tempDir())).toEqual([]);
    });
  });
});
