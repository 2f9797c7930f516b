import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';
import { filesUnder, freshFilesProject, listFiles } from './files-helpers.ts';

// A real listening server: what a client sees on the wire (a reset or an answer) is the point here.
const ctx = useTestApp();
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

/** Sends the chunks as they come (chunked unless a length is given); answers the status and body, or the socket error. */
function send(method: string, url: string, requestHeaders: Record<string, string>, chunks: Buffer[]) {
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: url, headers: requestHeaders }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    void (async () => {
      for (const chunk of chunks) if (!req.write(chunk)) await new Promise((done) => req.once('drain', done));
      req.end();
    })();
  });
}

async function startDirectUpload(fileSize: number) {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/upload-url/`, headers, payload: { file_name: 'walkthrough.mp4', file_size: fileSize } });
  return res.json().data as { upload_id: string; upload_url: string };
}

describe('a direct upload on the wire', () => {
  it('answers 413 in the envelope when a chunked body brings more bytes than announced, and keeps nothing', async () => {
    const { upload_url, upload_id } = await startDirectUpload(1000);
    const answer = await send('PUT', upload_url, { 'content-type': 'video/mp4', 'transfer-encoding': 'chunked' }, [Buffer.alloc(600, 1), Buffer.alloc(600, 2), Buffer.alloc(2 * 1024 * 1024, 3)]);
    expect(answer).toMatchObject({ status: 413 });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('too large') });
    expect(await filesUnder(path.join(ctx.dataDir, 'files'))).toEqual([]);
    const confirm = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/files/confirm/`, headers, payload: { upload_id } });
    expect(confirm.statusCode).toBe(409);
    expect((await listFiles(ctx.app, headers, projectId)).json().data.files).toEqual([]);
  });

  it('answers an over-long path in the envelope without repeating it', async () => {
    const token = 'A'.repeat(6000);
    for (const url of [`/api/v1/files/upload/${token}`, `/api/v1/files/content/${token}/photo.jpg`, `/api/v1/${token}/`, `/api/v1/projects/1/${token}`]) {
      const answer = await send(url.includes('upload') ? 'PUT' : 'GET', url, {}, [Buffer.from('x')]);
      expect(answer, url).toMatchObject({ status: expect.any(Number) });
      const { status, body } = answer as { status: number; body: string };
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(JSON.parse(body)).toMatchObject({ success: false, message: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) });
      expect(body).not.toContain('AAAAAAAAAA');
    }
  });

  it('answers a path past the header limit in the envelope too', async () => {
    const answer = await send('GET', `/api/v1/${'a'.repeat(20_000)}/`, {}, []);
    expect(answer).toMatchObject({ status: 431 });
    const { body } = answer as { body: string };
    expect(JSON.parse(body)).toMatchObject({ success: false, code: expect.stringMatching(/^[A-Z_]+$/) });
    expect(body).not.toContain('aaaaaaaaaa');
  });
});
