import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, fetchLink, filesUnder, freshFilesProject, jpeg, listFiles, pendingUploadCount, sha256, storedObjects } from './files-helpers.ts';

const ctx = useTestApp();
let headers: Record<string, string>;
let projectId: number;

beforeEach(async () => {
  ({ headers, projectId } = await freshFilesProject(ctx));
});

const startUpload = (payload: Record<string, unknown>, id = projectId) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/upload-url/`, headers, payload });
const confirm = (uploadId: string, id = projectId) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/files/confirm/`, headers, payload: { upload_id: uploadId } });
/** The PUT a browser makes to upload_url: no Authorization, the raw bytes as the body. */
const put = (url: string, bytes: Buffer, contentType = 'image/jpeg') =>
  ctx.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: bytes });

describe('direct uploads', () => {
  it('upload-url, PUT, confirm: the file is listed with its checksum and type from the bytes', async () => {
    const photo = await jpeg(300, 200);
    const started = await startUpload({ file_name: 'Drone/../DJI_0001.jpg', folder_path: 'Exterior/Drone', file_size: photo.length, content_type: 'image/jpeg' });
    expect(started.statusCode).toBe(201);
    const data = started.json().data;
    expect(data).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/jpeg' } });
    expect(data.upload_url).toMatch(/^\/api\/v1\/files\/upload\/[^/]+$/);
    expect(await pendingUploadCount(ctx.database.db)).toBe(1);

    const received = await put(data.upload_url, photo);
    expect(received.statusCode).toBe(200);
    expect((await listFiles(ctx.app, headers, projectId)).json().data.files).toEqual([]);

    const confirmed = await confirm(data.upload_id);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({
      message: 'Upload Complete: 1 file(s) uploaded successfully!',
      data: {
        file_paths: ['Exterior/Drone/DJI_0001.jpg'],
        file: { name: 'DJI_0001.jpg', content_type: 'image/jpeg', is_image: true, file_size: photo.length, checksum: sha256(photo), derivative_status: 'pending' },
      },
    });
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    const listed = (await listFiles(ctx.app, headers, projectId, 'Exterior/Drone')).json().data.files;
    expect(listed).toHaveLength(1);
    expect(listed[0].checksum).toBe(sha256(photo));
    expect((await fetchLink(ctx.app, listed[0].download_url)).rawPayload.equals(photo)).toBe(true);

    // Confirmed once: a second confirm or PUT of the same upload is refused.
    expect((await confirm(data.upload_id)).statusCode).toBe(404);
    expect((await put(data.upload_url, photo)).statusCode).toBe(404);
  });

  it('gives a duplicate name the next free (n) on confirm', async () => {
    for (const expected of ['a.txt', 'a (1).txt']) {
      const { upload_id, upload_url } = (await startUpload({ file_name: 'a.txt', file_size: 3 })).json().data;
      await put(upload_url, Buffer.from('abc'), 'application/octet-stream');
      expect((await confirm(upload_id)).json().data.file_paths).toEqual([expected]);
    }
  });

  it('lists a file once when the same upload is confirmed twice at the same time', async () => {
    const { upload_id, upload_url } = (await startUpload({ file_name: 'twice.txt', file_size: 3 })).json().data;
    await put(upload_url, Buffer.from('abc'), 'text/plain');
    const answers = await Promise.all([confirm(upload_id), confirm(upload_id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 404]);
    expect((await listFiles(ctx.app, headers, projectId)).json().data.files.map((f: { name: string }) => f.name)).toEqual(['twice.txt']);
  });

  it('answers 409 for a confirm before the PUT', async () => {
    const { upload_id } = (await startUpload({ file_name: 'late.jpg', file_size: 10 })).json().data;
    const res = await confirm(upload_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The file has not arrived yet: PUT it to upload_url first.');
    expect((await listFiles(ctx.app, headers, projectId)).json().data.files).toEqual([]);
  });

  it('answers 413 for a PUT larger than announced and keeps no object or temp file', async () => {
    const { upload_id, upload_url } = (await startUpload({ file_name: 'a.bin', file_size: 10 })).json().data;
    const res = await put(upload_url, Buffer.alloc(11, 1), 'application/octet-stream');
    expect(res.statusCode).toBe(413);
    expect(await storedObjects(ctx.dataDir)).toEqual([]);
    expect(await filesUnder(path.join(ctx.dataDir, 'files', '.tmp'))).toEqual([]);
    expect((await confirm(upload_id)).statusCode).toBe(409);
  });

  it('answers 400 file_size on confirm when fewer bytes arrived than announced', async () => {
    const { upload_id, upload_url } = (await startUpload({ file_name: 'a.bin', file_size: 10 })).json().data;
    expect((await put(upload_url, Buffer.from('short'), 'application/octet-stream')).statusCode).toBe(200);
    const res = await confirm(upload_id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'file_size' }] });
    expect((await listFiles(ctx.app, headers, projectId)).json().data.files).toEqual([]);
  });

  it('answers 404 for an unknown upload id, and for one of another project', async () => {
    expect((await confirm(randomUUID())).statusCode).toBe(404);
    expect((await confirm('not-a-uuid')).statusCode).toBe(400);
    const { upload_id, upload_url } = (await startUpload({ file_name: 'a.txt', file_size: 3 })).json().data;
    await put(upload_url, Buffer.from('abc'), 'text/plain');
    const other = await createFilesProject(ctx.database.db);
    expect((await confirm(upload_id, other.id)).statusCode).toBe(404);
    expect((await listFiles(ctx.app, headers, other.id)).json().data.files).toEqual([]);
  });

  it('refuses a tampered or expired upload link', async () => {
    const { upload_url } = (await startUpload({ file_name: 'a.txt', file_size: 3 })).json().data;
    const tampered = upload_url.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await put(tampered, Buffer.from('abc'))).statusCode).toBe(403);
    ctx.clock.advance(3600 * 1000);
    expect((await put(upload_url, Buffer.from('abc'))).statusCode).toBe(403);
    expect(await storedObjects(ctx.dataDir)).toEqual([]);
  });

  it('validates the upload-url input', async () => {
    for (const payload of [{ file_size: 10 }, { file_name: '', file_size: 10 }, { file_name: 'a.jpg', file_size: 0 }, { file_name: 'a.jpg', file_size: '10' }, { file_name: 'a.jpg', file_size: 10, folder_path: '../x' }]) {
      const res = await startUpload(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
  });
});
