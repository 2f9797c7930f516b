import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultMlsLongEdge, defaultMlsMaxBytes } from '@portal/contract';
import { files } from '../../src/db/schema/index.ts';
import { fetchLink, unzip } from '../files/files-helpers.ts';
import { restoredFixture } from '../saved-fixture.ts';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { brandedJpeg, listingProject, studioName } from './listing-helpers.ts';
import { upload } from '../files/files-helpers.ts';

const ctx = useTestApp({ resetEachTest: false });
let owner: Record<string, string>;
let fixture: Awaited<ReturnType<typeof listingProject>>;

const zip = (variant: string, headers = owner, id = fixture.project.id) => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/listing/zip/`, headers, payload: { variant } });
const zipUrl = (variant: string, headers = owner, id = fixture.project.id) => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/listing/zip-url/`, headers, payload: { variant } });
const photoNames = ['IMG_0001', 'IMG_0002', 'IMG_0003'];

// Built once (uploads and their derivatives take seconds), put back as built before each test.
restoredFixture(ctx, async () => {
  owner = (await signInAs(ctx.app, ctx.database.db, 'admin')).headers;
  fixture = await listingProject(ctx, owner);
});

async function expectMls(members: Record<string, Buffer | '<folder>'>, rule: { longEdge: number; maxBytes: number }, originals: Array<{ width: number; height: number }>) {
  expect(Object.keys(members).sort()).toEqual(photoNames.map((name) => `${name}.jpg`));
  for (const [i, name] of photoNames.entries()) {
    const bytes = members[`${name}.jpg`] as Buffer;
    expect(bytes.length, name).toBeLessThanOrEqual(rule.maxBytes);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    const original = originals[i]!;
    const scale = Math.min(1, rule.longEdge / Math.max(original.width, original.height));
    expect(Math.max(meta.width, meta.height), name).toBeLessThanOrEqual(Math.round(Math.max(original.width, original.height) * scale));
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes(studioName)).toBe(false);
  }
}

const originals = [
  { width: 1600, height: 1067 },
  { width: 1200, height: 1600 },
  { width: 1600, height: 900 },
];

describe('listing ZIPs', () => {
  it('the MLS ZIP holds every site photo at the default MLS size, under its byte cap, without metadata', async () => {
    const res = await zip('mls');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="12 Ocean View Rd MLS.zip"');
    const members = await unzip(res.rawPayload);
    await expectMls(members, { longEdge: defaultMlsLongEdge, maxBytes: defaultMlsMaxBytes }, originals);
    // The stored MLS copies were made under the default rule and are zipped as they are.
    const stored = await ctx.database.db.select({ mlsSpec: files.mlsSpec }).from(files).where(eq(files.id, fixture.byName('IMG_0001.jpg').id));
    expect(stored[0]!.mlsSpec).toBe(`${defaultMlsLongEdge}x${defaultMlsMaxBytes}`);
  });

  it('follows the business MLS rule: a changed long edge and byte cap make the copies again (and keep them)', async () => {
    const rule = { longEdge: 800, maxBytes: 100_000 };
    const saved = await ctx.app.inject({ method: 'POST', url: '/api/v1/settings/business/', headers: owner, payload: { name: studioName, mls_long_edge: rule.longEdge, mls_max_bytes: rule.maxBytes } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ mls_long_edge: 800, mls_max_bytes: 100_000 });
    const members = await unzip((await zip('mls')).rawPayload);
    await expectMls(members, rule, originals);
    for (const name of photoNames) expect(Math.max((await sharp(members[`${name}.jpg`] as Buffer).metadata()).width, (await sharp(members[`${name}.jpg`] as Buffer).metadata()).height)).toBe(800);
    const [row] = await ctx.database.db.select({ mlsSpec: files.mlsSpec }).from(files).where(eq(files.id, fixture.byName('IMG_0002.jpg').id));
    expect(row!.mlsSpec).toBe('800x100000');
    // A new upload's derivative job already follows the rule.
    await upload(ctx.app, owner, fixture.project.id, [{ name: 'IMG_0004.jpg', bytes: await brandedJpeg(2400, 1600) }], { folder_path: 'Photos' });
    await ctx.app.background.runner.drain(['derivatives.make']);
    const [fresh] = await ctx.database.db.select({ mlsSpec: files.mlsSpec }).from(files).where(eq(files.fileName, 'IMG_0004.jpg'));
    expect(fresh!.mlsSpec).toBe('800x100000');
  }, 60_000);

  it('the print ZIP holds the originals byte for byte; the favourites ZIP the client picks', async () => {
    const print = await zip('print');
    expect(print.headers['content-disposition']).toBe('attachment; filename="12 Ocean View Rd print.zip"');
    const members = await unzip(print.rawPayload);
    expect(Object.keys(members).sort()).toEqual(photoNames.map((name) => `${name}.jpg`));
    for (const [i, name] of photoNames.entries()) expect((members[`${name}.jpg`] as Buffer).equals(fixture.photos[i]!)).toBe(true);

    await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${fixture.invoiceId}/`, headers: owner, payload: { status: 'paid' } });
    const client = await signInAs(ctx.app, ctx.database.db, 'client', { companyId: fixture.project.companyId });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${fixture.project.id}/files/${fixture.byName('IMG_0002.jpg').id}/favourite/`, headers: client.headers });
    const favourites = await zip('favourites', client.headers);
    expect(favourites.statusCode, favourites.body).toBe(200);
    const picked = await unzip(favourites.rawPayload);
    expect(Object.keys(picked)).toEqual(['Photos/IMG_0002.jpg']);
    expect((picked['Photos/IMG_0002.jpg'] as Buffer).equals(fixture.photos[1]!)).toBe(true);
  });

  it('a signed link streams the same ZIP without a header', async () => {
    const link = await zipUrl('mls');
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().data.file_name).toBe('12 Ocean View Rd MLS.zip');
    const res = await fetchLink(ctx.app, link.json().data.download_url);
    expect(res.statusCode).toBe(200);
    await expectMls(await unzip(res.rawPayload), { longEdge: defaultMlsLongEdge, maxBytes: defaultMlsMaxBytes }, originals);
    const print = await fetchLink(ctx.app, (await zipUrl('print')).json().data.download_url);
    expect(Object.keys(await unzip(print.rawPayload)).sort()).toEqual(photoNames.map((name) => `${name}.jpg`));
  });

  it('a client downloads only once the invoice is paid, and never another company’s', async () => {
    const client = await signInAs(ctx.app, ctx.database.db, 'client', { companyId: fixture.project.companyId });
    for (const variant of ['mls', 'print', 'favourites']) {
      const res = await zip(variant, client.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Please pay the invoice to download files.');
    }
    await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${fixture.invoiceId}/`, headers: owner, payload: { status: 'paid' } });
    expect((await zip('mls', client.headers)).statusCode).toBe(200);
    const stranger = await signInAs(ctx.app, ctx.database.db, 'client');
    expect((await zip('mls', stranger.headers)).statusCode).toBe(404);
  });

  it('the agent photo in an internal folder is in no ZIP', async () => {
    for (const variant of ['mls', 'print']) expect(Object.keys(await unzip((await zip(variant)).rawPayload)).join()).not.toContain('agent');
  });
});
