import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import { useTestApp } from '../test-app.ts';
import { fetchLink, freshFilesProject, jpeg, listFiles, upload } from './files-helpers.ts';

const ctx = useTestApp();
let headers: Record<string, string>;
let projectId: number;

beforeEach(async () => {
  ({ headers, projectId } = await freshFilesProject(ctx));
});

/** Uploads one photo, makes its derivatives, and answers its list entry. */
async function listedPhoto(name: string, width: number, height: number) {
  await upload(ctx.app, headers, projectId, [{ name, bytes: await jpeg(width, height) }]);
  await ctx.app.background.runner.drain(['derivatives.make']);
  return (await listFiles(ctx.app, headers, projectId)).json().data.files.find((entry: { name: string }) => entry.name === name);
}

/** The candidates of an `<img srcset>` value: each link and its width. */
const candidates = (srcset: string) => srcset.split(', ').map((candidate) => ({ url: candidate.split(' ')[0]!, width: Number(candidate.split(' ')[1]!.replace(/w$/, '')) }));

describe('thumbnail sizes', () => {
  it('makes the thumbnail at 240 and 480 px in WebP and lists both as a srcset with their widths', async () => {
    const entry = await listedPhoto('IMG_0001.jpg', 1500, 1000);
    expect(entry.thumbnail_srcset).toMatch(/^\S+ 240w, \S+ 480w$/);
    const [small, large] = candidates(entry.thumbnail_srcset);
    // The larger candidate is the thumbnail_url's image.
    expect(large!.url).toBe(entry.thumbnail_url);
    for (const { url, width } of [small!, large!]) {
      const res = await fetchLink(ctx.app, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, max-age=600');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="IMG_0001 \(thumbnail(_small)?\)\.webp"/);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: (width * 2) / 3 });
    }
  });

  it("gives a portrait photo's sizes the widths of its own shape", async () => {
    const entry = await listedPhoto('Tall.jpg', 1000, 1500);
    expect(candidates(entry.thumbnail_srcset).map((c) => c.width)).toEqual([160, 320]);
  });

  it('lists an image no larger than the small size with its one thumbnail and no srcset', async () => {
    const entry = await listedPhoto('Tiny.jpg', 200, 150);
    expect(entry).toMatchObject({ derivative_status: 'ready', thumbnail_srcset: null });
    expect((await fetchLink(ctx.app, entry.thumbnail_url)).statusCode).toBe(200);
  });

  it('keeps serving a JPEG thumbnail made before the small size existed, as image/jpeg, with no srcset', async () => {
    await listedPhoto('Old.jpg', 1200, 800);
    const [row] = await ctx.database.db.select().from(files).where(eq(files.fileName, 'Old.jpg'));
    // What an older version of the portal left: a JPEG thumbnail, and no small one.
    const oldKey = `${row!.storageKey}.thumb.jpg`;
    const oldThumbnail = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    await mkdir(path.dirname(path.join(ctx.dataDir, 'files', oldKey)), { recursive: true });
    await writeFile(path.join(ctx.dataDir, 'files', oldKey), oldThumbnail);
    await ctx.database.db.update(files).set({ thumbnailKey: oldKey, thumbnailSmallKey: null }).where(eq(files.id, row!.id));

    const entry = (await listFiles(ctx.app, headers, projectId)).json().data.files[0];
    expect(entry).toMatchObject({ name: 'Old.jpg', thumbnail_srcset: null });
    const res = await fetchLink(ctx.app, entry.thumbnail_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="Old \(thumbnail\)\.jpg"/);
    expect(res.rawPayload.equals(oldThumbnail)).toBe(true);
  });

  it('keeps the MLS copy a JPEG, whatever the thumbnails are', async () => {
    await listedPhoto('Listing.jpg', 2400, 1600);
    const link = (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/serve/Listing.jpg/?variant=mls`, headers })).json().data.download_url;
    const res = await fetchLink(ctx.app, link);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
  });
});
