import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in.ts';
import { useTestAppOnS3 } from './s3-test-app.ts';
import { createFilesProject, jpeg, listFiles, sha256, upload } from './files-helpers.ts';

const { ctx, s3 } = useTestAppOnS3();

let headers: Record<string, string>;
let json: Record<string, string>;
let projectId: number;

beforeEach(async () => {
  headers = (await signInAs(ctx.app, ctx.database.db, 'staff')).headers;
  json = { ...headers, 'content-type': 'application/json' };
  projectId = (await createFilesProject(ctx.database.db)).id;
});

/** Follows an app link and answers where it redirects to. */
async function redirectOf(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(302);
  return new URL(res.headers.location as string);
}

const startUpload = (bytes: Buffer, name = 'walkthrough.mp4') =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/upload-url/`, headers: json, payload: { file_name: name, file_size: bytes.length, content_type: 'video/mp4' } });
const confirm = (uploadId: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/files/confirm/`, headers: json, payload: { upload_id: uploadId } });
/** The bytes a link leads to: an app link through its redirect to the bucket (an absolute URL as it is). */
const bytesBehind = async (url: string) => Buffer.from(await (await fetch(url.startsWith('/') ? await redirectOf(url) : url)).arrayBuffer());

describe('links on S3-compatible storage', () => {
  it('hands the browser app links only; following one redirects to a presigned URL of at most 60 s', async () => {
    const photo = await jpeg(400, 300);
    expect((await upload(ctx.app, headers, projectId, [{ name: 'IMG_0001.jpg', bytes: photo }])).statusCode).toBe(200);
    await ctx.app.background.runner.drain(['derivatives.make']);

    const served = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/serve/IMG_0001.jpg/`, headers });
    const listed = (await listFiles(ctx.app, headers, projectId)).json().data.files[0];
    const answers = [served.body, JSON.stringify(listed)];
    for (const body of answers) expect(body).not.toContain(s3.endpoint);
    const urls = [served.json().data.download_url, served.json().data.file_url, listed.download_url, listed.thumbnail_url, listed.preview_url] as string[];
    for (const url of urls) {
      expect(url.startsWith('/api/v1/files/content/'), url).toBe(true);
      const target = await redirectOf(url);
      expect(target.origin).toBe(s3.endpoint);
      expect(Number(target.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(60);
    }
    expect(sha256(await bytesBehind(served.json().data.download_url))).toBe(sha256(photo));
  });

  it('refuses a direct upload PUT of another length than announced', async () => {
    const video = Buffer.alloc(5000, 7);
    const started = (await startUpload(video)).json().data;
    expect(started.upload_url.startsWith(s3.endpoint)).toBe(true);
    for (const body of [Buffer.alloc(5001, 7), Buffer.alloc(4999, 7)]) {
      expect((await fetch(started.upload_url, { method: 'PUT', headers: started.headers, body })).status, `${body.length} bytes`).toBe(403);
    }
    expect((await confirm(started.upload_id)).statusCode).toBe(409);
    expect((await fetch(started.upload_url, { method: 'PUT', headers: started.headers, body: video })).status).toBe(200);
    expect((await confirm(started.upload_id)).statusCode).toBe(201);
  });

  it('a PUT to the old upload URL after confirm does not change the file that is served', async () => {
    const video = Buffer.alloc(5000, 7);
    const started = (await startUpload(video)).json().data;
    expect((await fetch(started.upload_url, { method: 'PUT', headers: started.headers, body: video })).status).toBe(200);
    const confirmed = await confirm(started.upload_id);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const file = confirmed.json().data.file;

    // The presigned URL still works until it expires, but it no longer names the file's object.
    const swapped = Buffer.alloc(5000, 9);
    expect((await fetch(started.upload_url, { method: 'PUT', headers: started.headers, body: swapped })).status).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/serve/${file.id}/`, headers });
    expect(sha256(await bytesBehind(served.json().data.download_url))).toBe(sha256(video));
    const listed = (await listFiles(ctx.app, headers, projectId)).json().data.files[0];
    expect(listed).toMatchObject({ size: video.length, checksum: sha256(video) });
    expect(sha256(await bytesBehind(listed.download_url))).toBe(sha256(video));

    // What a late PUT leaves under uploads/ is swept: with the confirmed upload's queued deletion, or once a day old.
    const uploadsKeys = async () => {
      const keys: string[] = [];
      for await (const object of s3.store.list('uploads/')) keys.push(object.key);
      return keys;
    };
    expect(await uploadsKeys()).toHaveLength(1);
    await ctx.app.background.sweeper.sweepOnce();
    expect(await uploadsKeys()).toEqual([]);
    expect((await fetch(started.upload_url, { method: 'PUT', headers: started.headers, body: swapped })).status).toBe(200);
    await ctx.app.background.sweeper.sweepOnce();
    expect(await uploadsKeys()).toHaveLength(1);
    await ctx.app.background.sweeper.sweepOnce(new Date(Date.now() + 2 * 24 * 3600 * 1000));
    expect(await uploadsKeys()).toEqual([]);
    expect(sha256(await bytesBehind(listed.download_url))).toBe(sha256(video));
  });
});
