import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';
import { filesUnder, freshFilesProject, listFiles, multipartBody, pendingUploadCount, storedObjects, upload } from './files-helpers.ts';

// A real listening server for the cut-off uploads: inject cannot drop a connection halfway.
const ctx = useTestApp({ env: { MAX_UPLOAD_BYTES: '1000' } });
let headers: Record<string, string>;
let projectId: number;
let port: number;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await ctx.app.close();
});

beforeEach(async () => {
  ({ headers, projectId } = await freshFilesProject(ctx));
});

/** Nothing of the upload is left: no row, no pending upload, no object, no temp file. */
async function expectNothingKept() {
  expect((await listFiles(ctx.app, headers, projectId)).json().data.files).toEqual([]);
  expect(await pendingUploadCount(ctx.database.db)).toBe(0);
  expect(await storedObjects(ctx.dataDir)).toEqual([]);
  expect(await filesUnder(path.join(ctx.dataDir, 'files', '.tmp'))).toEqual([]);
}

/** Waits until the server has finished with an aborted request (its cleanup runs after the socket closes). */
async function settled(check: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(50);
  }
}

describe('upload size limit', () => {
  it('answers 413 for a file over MAX_UPLOAD_BYTES and keeps none of the request, not even earlier files', async () => {
    const res = await upload(ctx.app, headers, projectId, [
      { name: 'small.txt', bytes: 'a'.repeat(200) },
      { name: 'exact.txt', bytes: 'b'.repeat(1000) },
      { name: 'big.bin', bytes: Buffer.alloc(1001, 7) },
      { name: 'after.txt', bytes: 'c' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File too large: the limit is 1000 bytes per file.' });
    await expectNothingKept();
  });

  it('accepts a file of exactly MAX_UPLOAD_BYTES', async () => {
    const res = await upload(ctx.app, headers, projectId, [{ name: 'exact.txt', bytes: 'b'.repeat(1000) }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.files[0].file_size).toBe(1000);
  });

  it('refuses a direct upload announced over the limit', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/upload-url/`, headers, payload: { file_name: 'big.mov', file_size: 1001 } });
    expect(res.statusCode).toBe(413);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
  });
});

describe('an upload cut off halfway', () => {
  async function sendHalfAndDrop(payload: Buffer, contentType: string, cutAt: number, whileOpen?: () => Promise<void>) {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    socket.write(
      [
        `POST /api/v1/projects/${projectId}/ HTTP/1.1`,
        'Host: 127.0.0.1',
        `Authorization: ${headers.authorization}`,
        `Content-Type: ${contentType}`,
        `Content-Length: ${payload.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(payload.subarray(0, cutAt));
    // Let the server read the first half and start storing, then drop the connection.
    await sleep(300);
    // The upload is under way: the file being written has its pending row.
    expect(await pendingUploadCount(ctx.database.db)).toBeGreaterThan(0);
    await whileOpen?.();
    socket.destroy();
  }

  it('lists nothing and leaves no pending upload, object or temp file (cut inside the only file)', async () => {
    const body = await multipartBody([{ name: 'half.bin', bytes: Buffer.alloc(900, 1) }]);
    await sendHalfAndDrop(body.payload, body.contentType, Math.floor(body.payload.length / 2));
    await settled(async () => (await pendingUploadCount(ctx.database.db)) === 0 && (await storedObjects(ctx.dataDir)).length === 0);
    await expectNothingKept();
  });

  it('drops the files that had fully arrived when a later one is cut off', async () => {
    const body = await multipartBody([
      { name: 'one.bin', bytes: Buffer.alloc(900, 1) },
      { name: 'two.bin', bytes: Buffer.alloc(900, 2) },
      { name: 'three.bin', bytes: Buffer.alloc(900, 3) },
    ]);
    await sendHalfAndDrop(body.payload, body.contentType, Math.floor(body.payload.length / 2), async () => {
      // one.bin had fully arrived and was in the store before the connection dropped.
      expect((await storedObjects(ctx.dataDir)).length).toBeGreaterThan(0);
    });
    await settled(async () => (await pendingUploadCount(ctx.database.db)) === 0 && (await storedObjects(ctx.dataDir)).length === 0);
    await expectNothingKept();
  });

  it('still serves the next request after a cut-off upload', async () => {
    const body = await multipartBody([{ name: 'half.bin', bytes: Buffer.alloc(900, 1) }]);
    await sendHalfAndDrop(body.payload, body.contentType, 300);
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/projects/${projectId}/`, { method: 'POST', headers: { ...headers, 'content-type': body.contentType }, body: body.payload });
    expect(res.status).toBe(200);
    expect((await listFiles(ctx.app, headers, projectId)).json().data.files.map((f: { name: string }) => f.name)).toEqual(['half.bin']);
  });
});
