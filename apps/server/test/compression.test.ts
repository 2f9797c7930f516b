import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/plugins/compress-json.ts';
import { useTestApp } from './test-app.ts';
import { fetchLink, freshFilesProject, jpeg, listFiles, upload } from './files/files-helpers.ts';

// A web build as the build leaves it: each text file with its .br and .gz copies.
const webDistDir = path.join(tmpdir(), `portal-web-compressed-${process.pid}`);
const script = Buffer.from(`console.log(${JSON.stringify('the gallery '.repeat(400))});`);
await mkdir(path.join(webDistDir, 'assets'), { recursive: true });
await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
await writeFile(path.join(webDistDir, 'assets', 'gallery-abc123.js'), script);
await writeFile(path.join(webDistDir, 'assets', 'gallery-abc123.js.br'), brotliCompressSync(script));
await writeFile(path.join(webDistDir, 'assets', 'gallery-abc123.js.gz'), gzipSync(script));

const ctx = useTestApp({ webDistDir });

/** A project with enough files that its list is well over a kilobyte of JSON. */
async function bigList() {
  const { headers, projectId } = await freshFilesProject(ctx);
  await upload(ctx.app, headers, projectId, Array.from({ length: 12 }, (_, i) => ({ name: `notes-${i}.txt`, bytes: `note ${i}` })));
  return { headers, projectId, plain: (await listFiles(ctx.app, headers, projectId)).json() };
}

describe('compressed answers', () => {
  it('sends a JSON answer over 1 KB in Brotli, else gzip, to a client that accepts it, the same JSON once decoded', async () => {
    const { headers, projectId, plain } = await bigList();
    const url = `/api/v1/projects/${projectId}/files/`;
    const br = await ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(plain).length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain);

    const gz = await ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain);

    const none = await ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(plain);
  });

  it('leaves small JSON answers and file bytes as they are', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    const { headers, projectId } = await freshFilesProject(ctx);
    const photo = await jpeg(900, 600);
    await upload(ctx.app, headers, projectId, [{ name: 'IMG_0001.jpg', bytes: photo }]);
    const link = (await listFiles(ctx.app, headers, projectId)).json().data.files[0].download_url;
    const served = await fetchLink(ctx.app, link, { 'accept-encoding': 'br, gzip' });
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.rawPayload.equals(photo)).toBe(true);
  });

  it("serves the web build's compressed copy a browser accepts, and the file itself to one that accepts none", async () => {
    const url = '/assets/gallery-abc123.js';
    const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).equals(script)).toBe(true);
    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).equals(script)).toBe(true);
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });
});

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, and honours a refusal by q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
