import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, pendingUploads, projects } from '../../src/db/schema/index.ts';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, filesUnder, freshFilesProject, jpeg, listFiles, pendingUploadCount, sha256, storedObjects } from './files-helpers.ts';
import { randomBytes, tusClient } from './tus-helpers.ts';

// tus needs real requests: a listening server on 127.0.0.1, spoken to with fetch as a tus client would.
const ctx = useTestApp({ env: { MAX_UPLOAD_BYTES: String(4 * 1024 * 1024) } });
let base: string;
let headers: Record<string, string>;
let projectId: number;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await ctx.app.close();
});
beforeEach(async () => {
  ({ headers, projectId } = await freshFilesProject(ctx));
});

const names = async (folderPath?: string) => (await listFiles(ctx.app, headers, projectId, folderPath)).json().data.files.map((f: { name: string }) => f.name);
const tusDir = () => path.join(ctx.dataDir, 'files', 'tus');

async function started(client: ReturnType<typeof tusClient>, length: number, metadata: Record<string, string>) {
  const res = await client.create(length, metadata);
  expect(res.status, await res.clone().text()).toBe(201);
  const location = res.headers.get('location')!;
  expect(location).toMatch(/^\/api\/v1\/uploads\/tus\/[0-9a-f-]{36}$/);
  return location;
}

describe('a resumable upload (tus)', () => {
  it('creates, takes bytes in pieces, answers its offset, and lists the file only once complete, with checksum and queued derivatives', async () => {
    const photo = new Uint8Array(await jpeg(640, 480));
    const client = tusClient(base, headers);
    const location = await started(client, photo.length, { project_id: String(projectId), filename: 'front.jpg', folder_path: 'Exterior/Drone', filetype: 'text/plain' });
    expect(await pendingUploadCount(ctx.database.db)).toBe(1);

    const head0 = await client.head(location);
    expect(head0.status).toBe(200);
    expect(head0.headers.get('upload-offset')).toBe('0');
    expect(head0.headers.get('upload-length')).toBe(String(photo.length));
    expect(head0.headers.get('cache-control')).toBe('no-store');

    const half = Math.floor(photo.length / 2);
    const first = await client.patch(location, 0, photo.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));
    expect((await client.head(location)).headers.get('upload-offset')).toBe(String(half));
    // Half an upload is nobody's file yet: not even its folder exists.
    expect(await names()).toEqual([]);
    expect((await listFiles(ctx.app, headers, projectId, 'Exterior/Drone')).statusCode).toBe(404);

    const last = await client.patch(location, half, photo.subarray(half));
    expect(last.status).toBe(200);
    expect(last.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await last.json();
    expect(body).toMatchObject({ success: true, message: 'Upload Complete: 1 file(s) uploaded successfully!', data: { file_paths: ['Exterior/Drone/front.jpg'] } });
    // The type is read from the bytes, not the client's filetype.
    expect(body.data.file).toMatchObject({ name: 'front.jpg', folder_path: 'Exterior/Drone', content_type: 'image/jpeg', file_size: photo.length, checksum: sha256(Buffer.from(photo)), derivative_status: 'pending' });
    expect(last.headers.get('upload-file-id')).toBe(String(body.data.file.id));
    expect(await names('Exterior/Drone')).toEqual(['front.jpg']);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'derivatives.make'));
    expect(queued.map((job) => (job.payload as { fileId: number }).fileId)).toContain(body.data.file.id);
    // The bytes stay where they were written; tus's info beside them is gone.
    expect(await filesUnder(tusDir())).toEqual([location.split('/').pop()]);

    // A client that missed the last answer learns the file from HEAD; the upload is closed to writes.
    const after = await client.head(location);
    expect(after.status).toBe(200);
    expect(after.headers.get('upload-offset')).toBe(String(photo.length));
    expect(after.headers.get('upload-file-id')).toBe(String(body.data.file.id));
    expect((await client.patch(location, photo.length, new Uint8Array(0))).status).toBe(404);
    expect((await client.cancel(location)).status).toBe(404);
    expect(await names('Exterior/Drone')).toEqual(['front.jpg']);
  });

  it('resumes from the offset the server has: a PATCH at another offset is refused with 409 and changes nothing', async () => {
    const bytes = randomBytes(300_000);
    const client = tusClient(base, headers);
    const location = await started(client, bytes.length, { project_id: String(projectId), filename: 'walkthrough.mp4' });
    expect((await client.patch(location, 0, bytes.subarray(0, 100_000))).status).toBe(204);
    expect((await client.patch(location, 50_000, bytes.subarray(50_000))).status).toBe(409);
    const offset = Number((await client.head(location)).headers.get('upload-offset'));
    expect(offset).toBe(100_000);
    const done = await client.patch(location, offset, bytes.subarray(offset));
    expect(done.status).toBe(200);
    expect((await done.json()).data.file).toMatchObject({ name: 'walkthrough.mp4', file_size: bytes.length, checksum: sha256(Buffer.from(bytes)) });
  });

  it('a PATCH cut off mid-way keeps what arrived; the rest resumes from HEAD and the checksum is of every byte', async () => {
    const bytes = randomBytes(3 * 1024 * 1024, 7);
    const client = tusClient(base, headers);
    const location = await started(client, bytes.length, { project_id: String(projectId), filename: 'cut.bin' });
    const abort = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        controller.enqueue(bytes.subarray(0, 1024 * 1024));
        // The connection drops once the first MiB is on its way.
        await new Promise((resolve) => setTimeout(resolve, 300));
        abort.abort();
      },
    });
    await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...headers, 'tus-resumable': '1.0.0', 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      body,
      duplex: 'half',
      signal: abort.signal,
    } as RequestInit).catch(() => undefined);
    let offset = 0;
    for (let tries = 0; tries < 50 && offset === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      offset = Number((await client.head(location)).headers.get('upload-offset'));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(bytes.length);
    const done = await client.patch(location, offset, bytes.subarray(offset));
    expect(done.status).toBe(200);
    expect((await done.json()).data.file).toMatchObject({ file_size: bytes.length, checksum: sha256(Buffer.from(bytes)) });
  });

  it('finishes on HEAD an upload whose bytes all arrived but whose finish never ran (the server stopped right then)', async () => {
    const bytes = randomBytes(5000, 11);
    const client = tusClient(base, headers);
    const location = await started(client, bytes.length, { project_id: String(projectId), filename: 'stopped.bin' });
    // The bytes reach the store as the last PATCH would have written them, and nothing else happens.
    await writeFile(path.join(tusDir(), location.split('/').pop()!), bytes);
    const head = await client.head(location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(bytes.length));
    const listed = (await listFiles(ctx.app, headers, projectId)).json().data.files;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'stopped.bin', checksum: sha256(Buffer.from(bytes)) });
    expect(head.headers.get('upload-file-id')).toBe(String(listed[0].id));
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
  });

  it('makes the name unique in its folder, as every upload does', async () => {
    const client = tusClient(base, headers);
    for (const expected of ['notes.txt', 'notes (1).txt']) {
      const location = await started(client, 5, { project_id: String(projectId), filename: 'notes.txt' });
      const res = await client.patch(location, 0, new TextEncoder().encode('hello'));
      expect((await res.json()).data.file.name).toBe(expected);
    }
    expect(await names()).toEqual(['notes (1).txt', 'notes.txt']);
  });

  it('cancels: DELETE removes the bytes and the upload, whose id then answers 404', async () => {
    const client = tusClient(base, headers);
    const location = await started(client, 1000, { project_id: String(projectId), filename: 'a.bin' });
    expect((await client.patch(location, 0, randomBytes(400))).status).toBe(204);
    expect((await client.cancel(location)).status).toBe(204);
    expect(await filesUnder(tusDir())).toEqual([]);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect((await client.head(location)).status).toBe(404);
    expect((await client.patch(location, 400, randomBytes(600))).status).toBe(404);
  });
});

describe('what a creation is refused for', () => {
  it('413 when Upload-Length is over MAX_UPLOAD_BYTES, storing nothing', async () => {
    const res = await tusClient(base, headers).create(4 * 1024 * 1024 + 1, { project_id: String(projectId), filename: 'big.mov' });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'File too large: the limit is 4 MiB per file.' });
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect(await storedObjects(ctx.dataDir)).toEqual([]);
  });

  it.each([
    ['no project_id', undefined, { filename: 'a.jpg' }, 'project_id'],
    ['a project_id that is not a number', 1, { project_id: 'twelve', filename: 'a.jpg' }, 'project_id'],
    ['no filename', 1, { project_id: 'PROJECT' }, 'filename'],
    ['a filename of dots', 1, { project_id: 'PROJECT', filename: '..' }, 'filename'],
    ['a folder_path going up', 1, { project_id: 'PROJECT', filename: 'a.jpg', folder_path: '../x' }, 'folder_path'],
    ['no Upload-Length', undefined, { project_id: 'PROJECT', filename: 'a.jpg' }, 'Upload-Length'],
  ])('400 naming the field for %s', async (_name, length, metadata, field) => {
    const values = Object.fromEntries(Object.entries(metadata).map(([key, value]) => [key, value === 'PROJECT' ? String(projectId) : value]));
    const res = await tusClient(base, headers).create(length === undefined && field !== 'project_id' ? undefined : 10, values);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.errors[0].field).toBe(field);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
  });

  it('400 for a malformed Upload-Metadata header', async () => {
    const res = await tusClient(base, headers).create(10, {}, { 'upload-metadata': 'project_id 1 2 3' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe('Upload-Metadata');
  });

  it('401 without a token, 403 for a client on its own project, 404 for a project out of reach', async () => {
    const anonymous = await tusClient(base, {}).create(10, { project_id: String(projectId), filename: 'a.jpg' });
    expect(anonymous.status).toBe(401);
    const project = await ctx.database.db.select().from(projects).where(eq(projects.id, projectId));
    const client = await signInAs(ctx.app, ctx.database.db, 'client', { companyId: project[0]!.companyId });
    const own = await tusClient(base, client.headers).create(10, { project_id: String(projectId), filename: 'a.jpg' });
    expect(own.status).toBe(403);
    expect((await own.json()).message).toBe('Clients cannot upload, create folders or delete files.');
    const editor = await signInAs(ctx.app, ctx.database.db, 'editor');
    expect((await tusClient(base, editor.headers).create(10, { project_id: String(projectId), filename: 'a.jpg' })).status).toBe(404);
    expect((await tusClient(base, headers).create(10, { project_id: '999999', filename: 'a.jpg' })).status).toBe(404);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
  });
});

describe('an upload id', () => {
  it('is the creator’s alone: another account, even staff, gets 404 as for an id that never existed, and changes nothing', async () => {
    const client = tusClient(base, headers);
    const location = await started(client, 100, { project_id: String(projectId), filename: 'a.bin' });
    expect((await client.patch(location, 0, randomBytes(50))).status).toBe(204);
    const other = tusClient(base, (await signInAs(ctx.app, ctx.database.db, 'admin')).headers);
    expect((await other.head(location)).status).toBe(404);
    const patch = await other.patch(location, 50, randomBytes(50));
    expect(patch.status).toBe(404);
    expect((await patch.json()).success).toBe(false);
    expect((await other.cancel(location)).status).toBe(404);
    expect((await client.head(location)).headers.get('upload-offset')).toBe('50');
    for (const unknown of ['/api/v1/uploads/tus/6f1c2a52-3f0e-4a4b-9a7e-0c8f2b1d4e55', '/api/v1/uploads/tus/not-an-id', '/api/v1/uploads/tus/..%2F..%2Fsecret.key']) {
      expect((await client.head(unknown)).status, unknown).toBe(404);
      expect((await client.patch(unknown, 0, randomBytes(1))).status, unknown).toBe(404);
      expect((await client.cancel(unknown)).status, unknown).toBe(404);
    }
  });
});

describe('the access check at finish', () => {
  it('refuses the last byte when the project was completed meanwhile (editor): 403, and the bytes are deleted', async () => {
    const editor = await signInAs(ctx.app, ctx.database.db, 'editor');
    const project = await createFilesProject(ctx.database.db, { assignedToId: editor.account.id });
    const client = tusClient(base, editor.headers);
    const location = await started(client, 200, { project_id: String(project.id), filename: 'late.jpg' });
    expect((await client.patch(location, 0, randomBytes(100))).status).toBe(204);
    await ctx.database.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, project.id));
    const res = await client.patch(location, 100, randomBytes(100));
    expect(res.status).toBe(403);
    expect((await res.json()).success).toBe(false);
    expect(await filesUnder(tusDir())).toEqual([]);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect((await listFiles(ctx.app, headers, project.id)).json().data.files).toEqual([]);
  });

  it('refuses at the very last byte when the editor was unassigned while it arrived: 404, the bytes deleted, no file', async () => {
    const editor = await signInAs(ctx.app, ctx.database.db, 'editor');
    const project = await createFilesProject(ctx.database.db, { assignedToId: editor.account.id });
    const client = tusClient(base, editor.headers);
    const bytes = randomBytes(2 * 1024 * 1024);
    const location = await started(client, bytes.length, { project_id: String(project.id), filename: 'slow.mov' });
    // Unassigned while the final PATCH streams: its start passed the check, its finish must not.
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.subarray(0, 1024 * 1024));
        await ctx.database.db.update(projects).set({ assignedToId: null }).where(eq(projects.id, project.id));
        controller.enqueue(bytes.subarray(1024 * 1024));
        controller.close();
      },
    });
    const res = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...editor.headers, 'tus-resumable': '1.0.0', 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(404);
    expect(await filesUnder(tusDir())).toEqual([]);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect((await listFiles(ctx.app, headers, project.id)).json().data.files).toEqual([]);
  });
});

describe('expiry', () => {
  it('an upload that received no bytes for UPLOAD_EXPIRY_HOURS is deleted by the storage sweep; one still written to stays', async () => {
    const client = tusClient(base, headers);
    const stale = await started(client, 1000, { project_id: String(projectId), filename: 'stale.bin' });
    expect((await client.patch(stale, 0, randomBytes(300))).status).toBe(204);
    const fresh = await started(client, 1000, { project_id: String(projectId), filename: 'fresh.bin' });
    const staleId = stale.split('/').pop()!;
    await ctx.database.db.update(pendingUploads).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(pendingUploads.id, staleId));

    await ctx.app.background.sweeper.sweepOnce();
    expect((await client.head(stale)).status).toBe(404);
    expect((await client.head(fresh)).status).toBe(200);
    const freshId = fresh.split('/').pop()!;
    expect(await filesUnder(tusDir())).toEqual([freshId, `${freshId}.json`]);

    // A PATCH resets the age: the row's time is that of the last bytes.
    await ctx.database.db.update(pendingUploads).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(pendingUploads.id, freshId));
    expect((await client.patch(fresh, 0, randomBytes(10))).status).toBe(204);
    await ctx.app.background.sweeper.sweepOnce();
    expect((await client.head(fresh)).headers.get('upload-offset')).toBe('10');
  });

  it('leaves no orphan: a sweep far in the future removes every running upload and the info of finished ones, and keeps the files', async () => {
    const client = tusClient(base, headers);
    const done = await started(client, 4, { project_id: String(projectId), filename: 'kept.txt' });
    expect((await client.patch(done, 0, new TextEncoder().encode('kept'))).status).toBe(200);
    const running = await started(client, 1000, { project_id: String(projectId), filename: 'gone.bin' });
    expect((await client.patch(running, 0, randomBytes(10))).status).toBe(204);
    await ctx.app.background.sweeper.sweepOnce(new Date(Date.now() + 48 * 3600 * 1000));
    expect(await filesUnder(tusDir())).toEqual([done.split('/').pop()]);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect(await names()).toEqual(['kept.txt']);
  });
});
