import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, fetchLink, freshFilesProject, jpeg, listFiles, sha256, upload } from './files-helpers.ts';

const ctx = useTestApp();
let headers: Record<string, string>;
let projectId: number;
const ttlSeconds = loadConfig({ DATA_DIR: '/tmp' }).signedUrlTtlSeconds;

beforeEach(async () => {
  ({ headers, projectId } = await freshFilesProject(ctx));
});

const serve = (name: string, query = '', id = projectId) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${id}/serve/${encodeURIComponent(name)}/${query}`, headers });

/** The token of a signed content link, and a link with another token in its place. */
const tokenOf = (url: string) => /\/api\/v1\/files\/content\/([^/]+)\//.exec(url)![1]!;
const withToken = (url: string, token: string) => url.replace(tokenOf(url), token);
const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

describe('serve and signed links', () => {
  it('hands out a link by name and folder_path, and by id, that works without Authorization', async () => {
    const text = 'the floor plan\n';
    const uploaded = await upload(ctx.app, headers, projectId, [{ name: 'plan.txt', bytes: text }], { folder_path: 'Docs' });
    const fileId = uploaded.json().data.files[0].id;

    const byName = await serve('plan.txt', '?folder_path=Docs');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.file_name).toBe('plan.txt');
    // SIGNED_URL_TTL from now, rounded up to the minute.
    const expiresIn = new Date(byName.json().data.expires_at).getTime() - ctx.clock.now().getTime();
    expect(expiresIn).toBeGreaterThanOrEqual(ttlSeconds * 1000);
    expect(expiresIn).toBeLessThan((ttlSeconds + 60) * 1000);
    expect(byName.json().data.file_url).toBe(byName.json().data.download_url);
    const byId = await serve(String(fileId));
    expect(byId.statusCode).toBe(200);

    for (const url of [byName.json().data.download_url, byId.json().data.download_url]) {
      const res = await fetchLink(ctx.app, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(text);
      expect(res.headers['content-length']).toBe(String(text.length));
      expect(res.headers['content-disposition']).toBe('attachment; filename="plan.txt"');
    }
    expect((await serve('plan.txt')).statusCode).toBe(404);
    expect((await serve('missing.txt', '?folder_path=Docs')).json()).toMatchObject({ code: 'NOT_FOUND', message: 'File not found.' });
  });

  it('names the download after the original non-ASCII name and serves byte ranges', async () => {
    const photo = await jpeg();
    await upload(ctx.app, headers, projectId, [{ name: 'Façade été №1.jpg', bytes: photo }]);
    const link = (await serve('Façade été №1.jpg')).json().data.download_url;
    const whole = await fetchLink(ctx.app, link);
    expect(whole.rawPayload.equals(photo)).toBe(true);
    expect(sha256(whole.rawPayload)).toBe(sha256(photo));
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(whole.headers['content-disposition']).toBe(`attachment; filename="Facade ete No1.jpg"; filename*=UTF-8''${encodeURIComponent('Façade été №1.jpg')}`);

    const part = await fetchLink(ctx.app, link, { range: 'bytes=2-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-9/${photo.length}`);
    expect(part.rawPayload.equals(photo.subarray(2, 10))).toBe(true);
    const tail = await fetchLink(ctx.app, link, { range: 'bytes=-4' });
    expect(tail.rawPayload.equals(photo.subarray(-4))).toBe(true);
    const beyond = await fetchLink(ctx.app, link, { range: `bytes=${photo.length}-` });
    expect(beyond.statusCode).toBe(416);
    const backwards = await fetchLink(ctx.app, link, { range: 'bytes=5-2' });
    expect(backwards.statusCode).toBe(200); // an invalid range is ignored, not refused
    expect(sha256(backwards.rawPayload)).toBe(sha256(photo));
  });

  it('refuses a link with one character of its payload or signature changed', async () => {
    await upload(ctx.app, headers, projectId, [{ name: 'a.txt', bytes: 'secret' }]);
    const link = (await serve('a.txt')).json().data.download_url;
    const [payload, signature] = tokenOf(link).split('.') as [string, string];
    for (const token of [`${flip(payload, 5)}.${signature}`, `${payload}.${flip(signature, 3)}`, payload, `${payload}.${signature}.x`]) {
      const res = await fetchLink(ctx.app, withToken(link, token));
      expect(res.statusCode, token).toBe(403);
      expect(res.json().message).toBe('This link is not valid.');
    }
  });

  it('refuses a link once SIGNED_URL_TTL has passed', async () => {
    await upload(ctx.app, headers, projectId, [{ name: 'a.txt', bytes: 'secret' }]);
    const link = (await serve('a.txt')).json().data.download_url;
    expect((await fetchLink(ctx.app, link)).statusCode).toBe(200);
    ctx.clock.advance((ttlSeconds + 120) * 1000);
    const res = await fetchLink(ctx.app, link);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This link has expired. Open the file again from the portal.');
  });

  it('makes thumbnails, preview, proof and MLS copies in the background and links them when ready', async () => {
    const photo = await jpeg(1200, 800);
    await upload(ctx.app, headers, projectId, [{ name: 'IMG_0001.jpg', bytes: photo }]);
    const before = (await listFiles(ctx.app, headers, projectId)).json().data.files[0];
    expect(before).toMatchObject({ derivative_status: 'pending', thumbnail_url: null, preview_url: null });
    expect((await serve('IMG_0001.jpg', '?variant=thumbnail')).json()).toMatchObject({ code: 'NOT_FOUND', message: 'This file has no thumbnail (yet).' });

    expect(await ctx.app.background.runner.drain(['derivatives.make'])).toBe(1);
    const after = (await listFiles(ctx.app, headers, projectId)).json().data.files[0];
    expect(after).toMatchObject({ derivative_status: 'ready', width: 1200, height: 800 });
    expect(after.thumbnail_url).toMatch(/IMG_0001%20\(thumbnail\)\.webp$/);
    expect(after.preview_url).toMatch(/IMG_0001%20\(preview\)\.webp$/);

    const expected = { thumbnail: ['image/webp', 'inline'], thumbnail_small: ['image/webp', 'inline'], preview: ['image/webp', 'inline'], proof: ['image/jpeg', 'inline'], mls: ['image/jpeg', 'attachment'] } as const;
    for (const [variant, [type, disposition]] of Object.entries(expected)) {
      const link = (await serve('IMG_0001.jpg', `?variant=${variant}${disposition === 'inline' ? '&disposition=inline' : ''}`)).json().data.download_url;
      const res = await fetchLink(ctx.app, link);
      expect(res.statusCode, variant).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^${disposition};`));
      const magic = type === 'image/webp' ? res.rawPayload.subarray(8, 12).toString('latin1') : res.rawPayload.subarray(0, 3).toString('hex');
      expect(magic).toBe(type === 'image/webp' ? 'WEBP' : 'ffd8ff');
    }
    // The list's thumbnail link works as it is.
    expect((await fetchLink(ctx.app, after.thumbnail_url)).headers['content-type']).toBe('image/webp');
  });

  it('does not let a thumbnail link fetch the original: the variant is signed', async () => {
    const photo = await jpeg(900, 600);
    await upload(ctx.app, headers, projectId, [{ name: 'IMG_0002.jpg', bytes: photo }]);
    await ctx.app.background.runner.drain(['derivatives.make']);
    const thumbnail = (await listFiles(ctx.app, headers, projectId)).json().data.files[0].thumbnail_url as string;

    // The name at the end of the path changes nothing: the bytes are still the thumbnail's.
    const renamed = await fetchLink(ctx.app, thumbnail.replace(/[^/]+$/, 'IMG_0002.jpg'));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers['content-type']).toBe('image/webp');
    expect(renamed.rawPayload.equals(photo)).toBe(false);

    const [payload, signature] = tokenOf(thumbnail).split('.') as [string, string];
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    expect(grant.variant).toBe('thumbnail');
    const forged = Buffer.from(JSON.stringify({ ...grant, variant: 'original' })).toString('base64url');
    expect((await fetchLink(ctx.app, withToken(thumbnail, `${forged}.${signature}`))).statusCode).toBe(403);
  });

  it("answers 404 when another project's id is used to reach a file", async () => {
    const uploaded = await upload(ctx.app, headers, projectId, [{ name: 'mine.txt', bytes: 'mine' }]);
    const fileId = uploaded.json().data.files[0].id;
    const other = await createFilesProject(ctx.database.db);
    expect((await serve(String(fileId), '', other.id)).statusCode).toBe(404);
    expect((await serve('mine.txt', '', other.id)).statusCode).toBe(404);
    expect((await serve('mine.txt', '', projectId + 1000)).statusCode).toBe(404);
  });

  it('refuses a zip or upload token at the content route', async () => {
    await upload(ctx.app, headers, projectId, [{ name: 'a.txt', bytes: 'a' }]);
    const zipUrl = (await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/zip-url/`, headers, payload: {} })).json().data.download_url as string;
    const zipToken = /\/api\/v1\/files\/zip\/([^/]+)\//.exec(zipUrl)![1]!;
    const res = await fetchLink(ctx.app, `/api/v1/files/content/${zipToken}/a.txt`);
    expect(res.statusCode).toBe(403);
  });
});
