import { HeadObjectCommand, ListPartsCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { pendingUploads } from '../../src/db/schema/index.ts';
import { testSecretKey } from '../test-app.ts';
import { freshFilesProject, listFiles, pendingUploadCount, sha256 } from './files-helpers.ts';
import { useTestAppOnS3 } from './s3-test-app.ts';
import { randomBytes, tusClient } from './tus-helpers.ts';

// tus on an S3-compatible bucket (the s3rver stand-in): each upload is a multipart upload of the bucket.
const { ctx, s3 } = useTestAppOnS3();
const MiB = 1024 * 1024;
const restarted: Array<{ close(): Promise<unknown> }> = [];
let base: string;
let headers: Record<string, string>;
let projectId: number;
let bucket: S3Client;

/** The app listening on 127.0.0.1, answering at the returned base URL. */
async function listening(app: typeof ctx.app) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/** A second server on the same database and bucket, as after a restart: nothing of the first one's memory. */
async function restartedServer() {
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: ctx.dataDir, ...s3.env }),
    database: ctx.database,
    store: s3.store,
    secretKey: testSecretKey,
    clock: ctx.clock.now,
    backgroundWork: false,
    webDistDir: ctx.dataDir,
    logger: false,
  });
  restarted.push(app);
  return listening(app);
}

beforeAll(async () => {
  base = await listening(ctx.app);
  bucket = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
});
afterAll(async () => {
  bucket.destroy();
  for (const app of restarted) await app.close();
});
beforeEach(async () => {
  ({ headers, projectId } = await freshFilesProject(ctx));
});

const idOf = (location: string) => location.split('/').pop()!;

/** What the bucket holds of one upload: its bytes, and what tus keeps beside them. */
async function objectsOf(location: string) {
  const keys: string[] = [];
  for await (const object of s3.store.list(`tus/${idOf(location)}`)) keys.push(object.key);
  return keys.sort();
}

async function bytesIn(key: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of await s3.store.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The multipart upload behind a tus upload, named in the info object tus keeps beside it. */
async function multipartOf(location: string) {
  const info = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `tus/${idOf(location)}.info` }));
  return { Bucket: s3.bucket, Key: `tus/${idOf(location)}`, UploadId: info.Metadata!['upload-id']! };
}

/** The sizes of the parts uploaded so far, or 'NoSuchUpload' once the multipart upload was completed or aborted. */
async function partSizes(upload: { Bucket: string; Key: string; UploadId: string }) {
  try {
    const listed = await bucket.send(new ListPartsCommand(upload));
    return (listed.Parts ?? []).map((part) => part.Size);
  } catch (error) {
    return (error as Error).name;
  }
}

async function started(client: ReturnType<typeof tusClient>, length: number, filename: string) {
  const res = await client.create(length, { project_id: String(projectId), filename });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.headers.get('location')!;
}

describe('a resumable upload on S3', () => {
  it('sends the bytes of its PATCHes up as parts of a multipart upload, resumes on a restarted server, and is listed once complete', async () => {
    const bytes = randomBytes(15 * MiB, 3);
    const first = tusClient(base, headers);
    const location = await started(first, bytes.length, 'drone.mov');
    expect(await objectsOf(location)).toEqual([`tus/${idOf(location)}.info`]);
    const upload = await multipartOf(location);
    expect(await partSizes(upload)).toEqual([]);

    expect((await first.patch(location, 0, bytes.subarray(0, 6 * MiB))).headers.get('upload-offset')).toBe(String(6 * MiB));
    expect(await partSizes(upload)).toEqual([6 * MiB]);
    // Below S3's 5 MiB smallest part, the bytes wait as an object of their own until more arrive.
    expect((await first.patch(location, 6 * MiB, bytes.subarray(6 * MiB, 8 * MiB))).status).toBe(204);
    expect(await partSizes(upload)).toEqual([6 * MiB]);
    expect(await objectsOf(location)).toEqual([`tus/${idOf(location)}.info`, `tus/${idOf(location)}.part`]);
    expect((await listFiles(ctx.app, headers, projectId)).json().data.files).toEqual([]);

    const second = tusClient(await restartedServer(), headers);
    expect((await second.head(location)).headers.get('upload-offset')).toBe(String(8 * MiB));
    expect((await second.patch(location, 8 * MiB, bytes.subarray(8 * MiB, 13 * MiB))).headers.get('upload-offset')).toBe(String(13 * MiB));
    expect(await partSizes(upload)).toEqual([6 * MiB, 7 * MiB]);
    const last = await second.patch(location, 13 * MiB, bytes.subarray(13 * MiB));
    expect(last.status).toBe(200);
    const file = (await last.json()).data.file;
    expect(file).toMatchObject({ name: 'drone.mov', file_size: bytes.length, checksum: sha256(Buffer.from(bytes)) });
    expect(last.headers.get('upload-file-id')).toBe(String(file.id));

    // Completed: the parts are one object, the file's, and nothing else of the upload stays.
    expect(await partSizes(upload)).toBe('NoSuchUpload');
    expect(await objectsOf(location)).toEqual([`tus/${idOf(location)}`]);
    expect(sha256(await bytesIn(`tus/${idOf(location)}`))).toBe(sha256(Buffer.from(bytes)));
    expect((await listFiles(ctx.app, headers, projectId)).json().data.files.map((f: { id: number }) => f.id)).toEqual([file.id]);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect((await first.head(location)).headers.get('upload-file-id')).toBe(String(file.id));
  });

  it('cancels: DELETE aborts the multipart upload and leaves nothing of it in the bucket', async () => {
    const client = tusClient(base, headers);
    const location = await started(client, 10 * MiB, 'cancelled.mov');
    const upload = await multipartOf(location);
    expect((await client.patch(location, 0, randomBytes(6 * MiB))).status).toBe(204);
    expect((await client.patch(location, 6 * MiB, randomBytes(MiB))).status).toBe(204);
    expect((await client.cancel(location)).status).toBe(204);
    expect(await partSizes(upload)).toBe('NoSuchUpload');
    expect(await objectsOf(location)).toEqual([]);
    expect((await client.head(location)).status).toBe(404);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
  });

  it('an upload abandoned for UPLOAD_EXPIRY_HOURS is ended by the storage sweep, its multipart upload aborted; a running one stays until it too is abandoned', async () => {
    const client = tusClient(base, headers);
    const stale = await started(client, 10 * MiB, 'stale.mov');
    const staleUpload = await multipartOf(stale);
    expect((await client.patch(stale, 0, randomBytes(6 * MiB))).status).toBe(204);
    expect((await client.patch(stale, 6 * MiB, randomBytes(MiB))).status).toBe(204);
    const fresh = await started(client, 10 * MiB, 'fresh.mov');
    const freshUpload = await multipartOf(fresh);
    expect((await client.patch(fresh, 0, randomBytes(6 * MiB))).status).toBe(204);
    await ctx.database.db.update(pendingUploads).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(pendingUploads.id, idOf(stale)));

    await ctx.app.background.sweeper.sweepOnce();
    expect(await partSizes(staleUpload)).toBe('NoSuchUpload');
    expect((await client.head(stale)).status).toBe(404);
    expect(await partSizes(freshUpload)).toEqual([6 * MiB]);
    expect((await client.head(fresh)).headers.get('upload-offset')).toBe(String(6 * MiB));
    expect(await objectsOf(stale)).toEqual([]);
    expect(await objectsOf(fresh)).toEqual([`tus/${idOf(fresh)}.info`]);

    // A sweep far in the future: no orphan, no open multipart upload.
    await ctx.app.background.sweeper.sweepOnce(new Date(Date.now() + 48 * 3600 * 1000));
    expect(await partSizes(freshUpload)).toBe('NoSuchUpload');
    expect(await objectsOf(fresh)).toEqual([]);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
  });
});
