import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import { derivativeKeysOf } from '../../src/modules/derivatives/index.ts';
import { useTestApp } from '../test-app.ts';
import { fetchLink, freshFilesProject, jpeg, listFiles, storedObjects, upload } from './files-helpers.ts';

const cap = 2000;
const ctx = useTestApp({ env: { DERIVATIVE_MAX_BYTES: String(cap) } });
let headers: Record<string, string>;
let projectId: number;

beforeEach(async () => {
  ({ headers, projectId } = await freshFilesProject(ctx));
});

describe('originals over DERIVATIVE_MAX_BYTES', () => {
  it('are stored, listed and downloadable with no preview, and say so', async () => {
    const [small, big] = [await jpeg(16, 16), await jpeg(1600, 1200)];
    expect(small.length).toBeLessThanOrEqual(cap);
    expect(big.length).toBeGreaterThan(cap);

    const uploaded = await upload(ctx.app, headers, projectId, [
      { name: 'small.jpg', bytes: small },
      { name: 'big.jpg', bytes: big },
    ]);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.files.map((f: { name: string; derivative_status: string }) => [f.name, f.derivative_status])).toEqual([
      ['small.jpg', 'pending'],
      ['big.jpg', 'skipped'],
    ]);

    // Only the small one was queued.
    expect(await ctx.app.background.runner.drain(['derivatives.make'])).toBe(1);

    const listed = (await listFiles(ctx.app, headers, projectId)).json().data.files as Array<Record<string, unknown>>;
    const bigEntry = listed.find((f) => f.name === 'big.jpg')!;
    expect(bigEntry).toMatchObject({ derivative_status: 'skipped', thumbnail_url: null, preview_url: null, is_image: true, file_size: big.length });
    expect(listed.find((f) => f.name === 'small.jpg')).toMatchObject({ derivative_status: 'ready', thumbnail_url: expect.any(String) });

    const download = await fetchLink(ctx.app, bigEntry.download_url as string);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(big)).toBe(true);

    const [bigRow] = await ctx.database.db.select().from(files).where(eq(files.fileName, 'big.jpg'));
    expect(bigRow).toMatchObject({ derivativeError: 'No preview: the file is larger than the 2000-byte limit for previews', thumbnailKey: null });
    const objects = await storedObjects(ctx.dataDir);
    expect(objects).toContain(bigRow!.storageKey);
    for (const key of derivativeKeysOf(bigRow!.storageKey)) expect(objects).not.toContain(key);
  });
});
