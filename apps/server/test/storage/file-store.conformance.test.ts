import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentDisposition } from '../../src/storage/content-disposition.ts';
import { NotFoundInStore, type FileStore } from '../../src/storage/file-store.ts';
import { createLocalFileStore } from '../../src/storage/local-file-store.ts';
import { createS3FileStore } from '../../src/storage/s3-file-store.ts';
import { startS3rver } from './s3rver.ts';

interface Harness {
  store: FileStore;
  /** Whatever an interrupted upload may have left outside its key (local: files in `.tmp`). */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

async function openLocal(): Promise<Harness> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'file-store-'));
  return {
    store: createLocalFileStore(root),
    leftovers: () => readdir(path.join(root, '.tmp')).catch(() => []),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function openS3(): Promise<Harness> {
  const server = await startS3rver();
  return {
    store: createS3FileStore({ ...server, region: 'us-east-1', forcePathStyle: true }),
    // Unfinished multipart uploads are invisible by design; the object check covers S3.
    leftovers: async () => [],
    close: server.close,
  };
}

const MiB = 1024 * 1024;

/** `total` bytes of noise in 256 KiB chunks, with a sha256 of what was produced; optionally fails after `failAt`. */
function noise(total: number, failAt?: number) {
  const hash = createHash('sha256');
  async function* generate() {
    for (let sent = 0; sent < total; ) {
      if (failAt !== undefined && sent >= failAt) throw new Error('client went away');
      const chunk = randomBytes(Math.min(256 * 1024, total - sent));
      hash.update(chunk);
      sent += chunk.length;
      yield chunk;
    }
  }
  return { body: Readable.from(generate()), digest: () => hash.digest('hex') };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function digestOf(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function keysOf(iterable: AsyncIterable<{ key: string }>): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of iterable) keys.push(object.key);
  return keys.sort();
}

/** What every FileStore must do, whatever it stores on. */
function fileStoreConformance(open: () => Promise<Harness>) {
  let harness: Harness;
  let store: FileStore;
  beforeAll(async () => {
    harness = await open();
    store = harness.store;
  });
  afterAll(() => harness.close());
  const key = (name = 'file') => `projects/${randomUUID()}/${name}`;

  it('passes its own health check', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('gives back the bytes it was given and their count', async () => {
    const k = key();
    const bytes = Buffer.from('hello, façade');
    expect(await store.put(k, Readable.from([bytes]), { contentType: 'text/plain', size: bytes.length })).toEqual({
      size: bytes.length,
    });
    expect(await bytesOf(await store.get(k))).toEqual(bytes);
  });

  it('stores an empty object', async () => {
    const k = key();
    expect(await store.put(k, Readable.from([]))).toEqual({ size: 0 });
    expect((await store.stat(k))?.size).toBe(0);
  });

  it('streams 20 MB of unknown length through several parts intact', async () => {
    const k = key('big.bin');
    const { body, digest } = noise(20 * MiB + 12345);
    expect(await store.put(k, body)).toEqual({ size: 20 * MiB + 12345 });
    expect(await digestOf(await store.get(k))).toBe(digest());
    expect((await store.stat(k))?.size).toBe(20 * MiB + 12345);
  });

  it('streams a large body of announced size intact', async () => {
    const k = key('sized.bin');
    const { body, digest } = noise(9 * MiB);
    expect(await store.put(k, body, { size: 9 * MiB, contentType: 'application/octet-stream' })).toEqual({ size: 9 * MiB });
    expect(await digestOf(await store.get(k))).toBe(digest());
  });

  it('refuses a body shorter than its announced size and stores nothing', async () => {
    const k = key();
    await expect(store.put(k, Readable.from([Buffer.from('abc')]), { size: 10 })).rejects.toThrow();
    expect(await store.stat(k)).toBeUndefined();
  });

  it('answers an inclusive byte range', async () => {
    const k = key();
    await store.put(k, Readable.from([Buffer.from('0123456789')]));
    expect((await bytesOf(await store.get(k, { start: 2, end: 5 }))).toString()).toBe('2345');
    expect((await bytesOf(await store.get(k, { start: 9, end: 9 }))).toString()).toBe('9');
  });

  it('reports size and time of an object, and nothing for a missing one', async () => {
    const k = key();
    const before = Date.now() - 5000;
    await store.put(k, Readable.from([Buffer.alloc(1234)]));
    const stat = await store.stat(k);
    expect(stat).toMatchObject({ key: k, size: 1234 });
    expect(stat?.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await store.stat(key())).toBeUndefined();
  });

  it('overwrites an existing object', async () => {
    const k = key();
    await store.put(k, Readable.from([Buffer.from('first version, longer')]));
    await store.put(k, Readable.from([Buffer.from('second')]));
    expect((await bytesOf(await store.get(k))).toString()).toBe('second');
    expect((await store.stat(k))?.size).toBe(6);
  });

  it('deletes objects and ignores keys that do not exist', async () => {
    const [a, b] = [key('a'), key('b')];
    await store.put(a, Readable.from([Buffer.from('a')]));
    await store.put(b, Readable.from([Buffer.from('b')]));
    await store.delete([a, b, key('never-there')]);
    expect(await store.stat(a)).toBeUndefined();
    expect(await store.stat(b)).toBeUndefined();
    await expect(store.delete([a])).resolves.toBeUndefined();
    await expect(store.delete([])).resolves.toBeUndefined();
  });

  it('lists every object under a prefix, nested ones included', async () => {
    const root = `projects/${randomUUID()}`;
    const keys = [`${root}/a/1`, `${root}/a/2.thumb.webp`, `${root}/a/sub/3`, `${root}/ab/4`, `${root}/b/5`];
    for (const k of keys) await store.put(k, Readable.from([Buffer.from(k)]));
    expect(await keysOf(store.list(`${root}/a/`))).toEqual([`${root}/a/1`, `${root}/a/2.thumb.webp`, `${root}/a/sub/3`]);
    expect(await keysOf(store.list(`${root}/a`))).toEqual([`${root}/a/1`, `${root}/a/2.thumb.webp`, `${root}/a/sub/3`, `${root}/ab/4`]);
    expect(await keysOf(store.list(`${root}/`))).toEqual(keys.sort());
    expect(await keysOf(store.list(`${root}/none/`))).toEqual([]);
    const sizes = [];
    for await (const object of store.list(`${root}/b/`)) sizes.push(object.size);
    expect(sizes).toEqual([`${root}/b/5`.length]);
  });

  it('rejects get of a missing key with NotFoundInStore', async () => {
    const k = key();
    const error = await store.get(k).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundInStore);
    expect((error as NotFoundInStore).key).toBe(k);
    await expect(store.get(k, { start: 0, end: 1 })).rejects.toBeInstanceOf(NotFoundInStore);
  });

  it('leaves nothing behind when the body errors halfway (after the first part)', async () => {
    const k = key();
    const { body } = noise(20 * MiB, 10 * MiB);
    await expect(store.put(k, body)).rejects.toThrow('client went away');
    expect(await store.stat(k)).toBeUndefined();
    expect(await keysOf(store.list(k))).toEqual([]);
    expect(await harness.leftovers()).toEqual([]);
  });

  it('leaves nothing behind when the body is destroyed early', async () => {
    const k = key();
    const body = new PassThrough();
    const putting = store.put(k, body);
    body.write(Buffer.alloc(64 * 1024));
    setTimeout(() => body.destroy(), 20);
    await expect(putting).rejects.toThrow();
    expect(await store.stat(k)).toBeUndefined();
    expect(await harness.leftovers()).toEqual([]);
  });

  it('keeps the previous object when an overwrite fails', async () => {
    const k = key();
    await store.put(k, Readable.from([Buffer.from('keep me')]));
    await expect(store.put(k, noise(12 * MiB, 9 * MiB).body)).rejects.toThrow('client went away');
    expect((await bytesOf(await store.get(k))).toString()).toBe('keep me');
  });
}

describe.each([
  ['local', openLocal],
  ['s3', openS3],
])('%s FileStore', (_kind, open) => {
  fileStoreConformance(open);
});

describe('local FileStore links', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await openLocal();
  });
  afterAll(() => harness.close());

  it('hands out no URLs: the app serves local bytes behind its own signed links', async () => {
    const options = { expiresIn: 60, fileName: 'a.jpg', contentType: 'image/jpeg', disposition: 'attachment' as const };
    expect(await harness.store.downloadUrl('projects/1/a', options)).toBeUndefined();
    expect(await harness.store.uploadUrl('projects/1/a', { expiresIn: 60, contentType: 'image/jpeg', size: 1 })).toBeUndefined();
  });
});

describe('S3 FileStore presigned URLs', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await openS3();
  });
  afterAll(() => harness.close());

  it('lets a browser download the bytes under a non-ASCII file name', async () => {
    const k = `projects/${randomUUID()}/photo`;
    await harness.store.put(k, Readable.from([Buffer.from('jpeg bytes')]), { contentType: 'application/octet-stream' });
    const url = await harness.store.downloadUrl(k, {
      expiresIn: 60,
      fileName: 'Façade 1.jpg',
      contentType: 'image/jpeg',
      disposition: 'attachment',
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('jpeg bytes');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toBe(contentDisposition('attachment', 'Façade 1.jpg'));
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''Fa%C3%A7ade%201.jpg");
  });

  it('refuses a download link once it has expired', async () => {
    const k = `projects/${randomUUID()}/photo`;
    await harness.store.put(k, Readable.from([Buffer.from('x')]));
    const url = await harness.store.downloadUrl(k, {
      expiresIn: 1,
      fileName: 'a.jpg',
      contentType: 'image/jpeg',
      disposition: 'inline',
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await fetch(url!);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toBe('x');
  });

  it('uploads a long stream in 8 MiB parts, reading at most about two parts ahead of the bucket', async () => {
    let produced = 0;
    let acknowledged = 0;
    let mostAhead = 0;
    const partSizes: number[] = [];
    const send = S3Client.prototype.send as (this: S3Client, command: unknown) => Promise<unknown>;
    const spy = vi.spyOn(S3Client.prototype, 'send').mockImplementation(async function (this: S3Client, command: unknown) {
      if (command instanceof UploadPartCommand) {
        const length = (command.input.Body as Buffer).length;
        partSizes.push(length);
        await new Promise((resolve) => setTimeout(resolve, 30)); // a slow link, so reading could race ahead
        const output = await send.call(this, command);
        acknowledged += length;
        return output;
      }
      return send.call(this, command);
    } as never);
    async function* body() {
      for (let i = 0; i < 160; i += 1) {
        mostAhead = Math.max(mostAhead, produced - acknowledged);
        produced += 256 * 1024;
        yield Buffer.alloc(256 * 1024, i);
      }
    }
    try {
      const k = `projects/${randomUUID()}/long`;
      expect(await harness.store.put(k, Readable.from(body()))).toEqual({ size: 40 * MiB });
      expect(partSizes).toEqual([8 * MiB, 8 * MiB, 8 * MiB, 8 * MiB, 8 * MiB]);
      expect(mostAhead).toBeLessThanOrEqual(2 * 8 * MiB + 256 * 1024);
      expect((await harness.store.stat(k))?.size).toBe(40 * MiB);
    } finally {
      spy.mockRestore();
    }
  });

  it('accepts a direct upload through a presigned PUT', async () => {
    const k = `projects/${randomUUID()}/upload`;
    const url = await harness.store.uploadUrl(k, { expiresIn: 60, contentType: 'image/png', size: 9 });
    const response = await fetch(url!, { method: 'PUT', body: Buffer.from('png bytes'), headers: { 'content-type': 'image/png' } });
    expect(response.status).toBe(200);
    expect((await bytesOf(await harness.store.get(k))).toString()).toBe('png bytes');
    expect((await harness.store.stat(k))?.size).toBe(9);
  });

  it('signs the Content-Length of a presigned PUT: another size is refused and stores nothing', async () => {
    const k = `projects/${randomUUID()}/sized`;
    const url = await harness.store.uploadUrl(k, { expiresIn: 60, contentType: 'image/png', size: 9 });
    expect(new URL(url!).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-length');
    for (const body of ['png bytes!', 'png byte']) {
      const response = await fetch(url!, { method: 'PUT', body: Buffer.from(body), headers: { 'content-type': 'image/png' } });
      expect(response.status, body).toBe(403);
    }
    expect(await harness.store.stat(k)).toBeUndefined();
  });
});
