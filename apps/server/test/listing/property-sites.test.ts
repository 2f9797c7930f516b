import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.ts';
import { restoredFixture } from '../saved-fixture.ts';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { agent, listingProject, referencesOf, siteOf, studioName } from './listing-helpers.ts';

const ctx = useTestApp({ resetEachTest: false });
let owner: Record<string, string>;
let fixture: Awaited<ReturnType<typeof listingProject>>;

const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function uploadLogo(headers: Record<string, string>) {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(onePixelPng)], { type: 'image/png' }), 'logo.png');
  const response = new Response(form);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/settings/business/logo/', headers: { ...headers, 'content-type': response.headers.get('content-type')! }, payload: Buffer.from(await response.arrayBuffer()) });
  expect(res.statusCode, res.body).toBe(200);
}

const put = (url: string, payload: object, headers = owner) => ctx.app.inject({ method: 'PUT', url, headers, payload });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const markPaid = (invoiceId: number) => ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoiceId}/`, headers: owner, payload: { status: 'paid' } });

// Built once (uploads and their derivatives take seconds), put back as built before each test.
restoredFixture(ctx, async () => {
  owner = (await signInAs(ctx.app, ctx.database.db, 'admin')).headers;
  await ctx.app.inject({ method: 'POST', url: '/api/v1/settings/business/', headers: owner, payload: { name: studioName, phone: '02 9999 0000', email: 'hello@lens.test' } });
  await uploadLogo(owner);
  fixture = await listingProject(ctx, owner);
  const listing = await put(`/api/v1/projects/${fixture.project.id}/listing/`, {
    price: '1250000',
    bedrooms: 3,
    bathrooms: 2.5,
    floor_area: 180,
    description: 'Sun-filled family home.\n\nA short walk to the beach.',
    agent_name: agent.name,
    agent_phone: agent.phone,
    agent_photo_file_id: fixture.byName('agent-headshot.jpg').id,
    tour_url: 'https://my.matterport.com/show/?m=abc123XYZ',
  });
  expect(listing.statusCode, listing.body).toBe(200);
  const plan = await put(`/api/v1/projects/${fixture.project.id}/files/${fixture.byName('plan.pdf').id}/media/`, { media_kind: 'floor_plan' });
  expect(plan.statusCode, plan.body).toBe(200);
});

describe('publishing', () => {
  it('a site is a 404 until its invoice is paid, then live through Mark Paid without anyone signing in', async () => {
    const site = await siteOf(ctx.app, owner, fixture.project.id);
    expect(site).toMatchObject({ state: 'draft', published_by: null });
    expect(site.slug).toMatch(/^12-ocean-view-rd-bondi-nsw-2026-[a-z2-9]{6}$/);
    expect((await get(site.url)).statusCode).toBe(404);
    expect((await get(site.unbranded_url)).statusCode).toBe(404);

    expect((await markPaid(fixture.invoiceId)).statusCode).toBe(200);
    const live = await siteOf(ctx.app, owner, fixture.project.id);
    expect(live).toMatchObject({ state: 'live', published_by: 'payment', slug: site.slug });
    const page = await get(live.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('<title>12 Ocean View Rd, Bondi NSW 2026</title>');
  });

  it('unpublishing answers 404 at once for the pages and their media; staff publish it again', async () => {
    await markPaid(fixture.invoiceId);
    const site = await siteOf(ctx.app, owner, fixture.project.id);
    const page = await get(site.url);
    const photoUrl = referencesOf(page.body).find((ref) => ref.includes('/m/'))!;
    expect((await get(photoUrl)).statusCode).toBe(200);

    const down = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${fixture.project.id}/listing/unpublish/`, headers: owner });
    expect(down.json().data).toMatchObject({ state: 'draft', unpublished_at: expect.any(String) });
    for (const url of [site.url, site.unbranded_url, photoUrl]) expect((await get(url)).statusCode, url).toBe(404);
    // Paying again does not override the staff's decision.
    await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${fixture.invoiceId}/`, headers: owner, payload: { status: 'not_paid' } });
    await markPaid(fixture.invoiceId);
    expect((await get(site.url)).statusCode).toBe(404);

    const up = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${fixture.project.id}/listing/publish/`, headers: owner });
    expect(up.json().data).toMatchObject({ state: 'live', published_by: 'staff' });
    expect((await get(site.url)).statusCode).toBe(200);
    expect((await get(photoUrl)).statusCode).toBe(200);
  });

  it('staff may publish an unpaid shoot early', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${fixture.project.id}/listing/publish/`, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'live', published_by: 'staff', invoice_paid: false });
    expect((await get(res.json().data.url)).statusCode).toBe(200);
  });

  it('an unknown slug, and a media key of another site, answer 404', async () => {
    await markPaid(fixture.invoiceId);
    const site = await siteOf(ctx.app, owner, fixture.project.id);
    expect((await get('/p/no-such-place-abc123')).statusCode).toBe(404);
    const photoUrl = referencesOf((await get(site.url)).body).find((ref) => ref.includes('/m/'))!;
    const key = photoUrl.split('/m/')[1]!;
    const other = await listingProject(ctx, owner, { paid: false });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${other.project.id}/listing/publish/`, headers: owner });
    const otherSite = await siteOf(ctx.app, owner, other.project.id);
    expect((await get(`${otherSite.url}/m/${key}`)).statusCode).toBe(404);
    // A changed signature or variant is refused too.
    expect(photoUrl).toMatch(/\/m\/\d+-[tw]-/);
    expect((await get(photoUrl.replace(/-[tw]-/, '-v-'))).statusCode).toBe(404);
  }, 60_000);
});

describe('the branded page', () => {
  it('shows the studio logo and name, the agent name, photo and phone, OpenGraph, the gallery, video, tour and floor plans', async () => {
    await markPaid(fixture.invoiceId);
    const site = await siteOf(ctx.app, owner, fixture.project.id);
    const res = await get(site.url);
    const html = res.body;
    expect(html).toContain(studioName.replace('&', '&amp;'));
    expect(html).toMatch(/<img src="\/api\/v1\/branding\/logo\/\?v=[0-9a-f]+"/);
    expect(html).toContain(agent.name);
    expect(html).toContain(`href="tel:0400123456"`);
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) expect(html).toContain(`property="${property}"`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/p\/[^"]+\/m\/[^"]+\.webp">/);
    // The hero is preloaded and sized; the rest load lazily.
    // A phone takes the 480 px copy of the hero first (srcset), a wide or dense screen the large one.
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" imagesrcset="[^" ]+ 480w, [^" ]+ 1600w" imagesizes="\(max-width: 1200px\) 100vw, 1168px" fetchpriority="high">/);
    expect(html).toMatch(/<div class="hero"><img src="[^"]+" width="1600" height="1067" alt="[^"]*" srcset="[^" ]+ 480w, [^" ]+ 1600w" sizes="[^"]+"/);
    expect((html.match(/loading="lazy"/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect((html.match(/ data-lb>/g) ?? []).length).toBe(3);
    expect(html).toContain('<video controls preload="metadata"');
    expect(html).toMatch(/<source src="[^"]+\.mp4#t=0\.1" type="video\/mp4">/);
    expect(html).toContain('src="https://my.matterport.com/show/?m=abc123XYZ"');
    expect(html).toContain('Floor plan 1 of 1 (PDF)');
    expect(html).toContain('<main');
    expect(html).toContain('lang="en"');
    // The lightbox script is the only script, allowed by its hash.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+'/);
    expect(res.headers['content-security-policy']).toContain('frame-src https://my.matterport.com');
    // Photos are web-size derivatives, never the originals.
    for (const ref of referencesOf(html).filter((r) => r.includes('/m/') && /\.(webp|jpg)$/.test(r))) {
      const image = await get(ref);
      expect(image.statusCode, ref).toBe(200);
      for (const original of fixture.photos) expect(image.rawPayload.equals(original)).toBe(false);
      const meta = await sharp(image.rawPayload).metadata();
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(2048);
    }
  });

  it('a chosen poster image shows before the video plays', async () => {
    const video = fixture.byName('walkthrough.mp4').id;
    const poster = fixture.byName('IMG_0003.jpg').id;
    const res = await put(`/api/v1/projects/${fixture.project.id}/files/${video}/media/`, { poster_file_id: poster });
    expect(res.json().data).toEqual({ file_id: video, media_kind: 'video', media_kind_set: false, poster_file_id: poster });
    await markPaid(fixture.invoiceId);
    const html = (await get((await siteOf(ctx.app, owner, fixture.project.id)).url)).body;
    const posterUrl = /poster="([^"]+)"/.exec(html)?.[1];
    expect(posterUrl).toMatch(new RegExp(`/m/${poster}-w-`));
    expect((await get(posterUrl!)).headers['content-type']).toBe('image/webp');
    expect(html).not.toContain('#t=0.1');
  });
});

describe('the unbranded page', () => {
  it('carries no studio or agent name, phone, logo, link or studio metadata, in its HTML or its images', async () => {
    await markPaid(fixture.invoiceId);
    const site = await siteOf(ctx.app, owner, fixture.project.id);
    const res = await get(site.unbranded_url);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const traces = [studioName, studioName.replace('&', '&amp;'), 'Lens', agent.name, 'Agentson', agent.phone, '0400', '02 9999', 'hello@lens.test', 'branding/logo', 'tel:', 'mailto:', 'generator', 'author', 'og:site_name', 'agent-headshot'];
    for (const trace of traces) expect(html, trace).not.toContain(trace);
    expect(html).toContain('<title>12 Ocean View Rd, Bondi NSW 2026</title>');
    // Every reference stays on this site's own media, except the tour frame (no <a> leaves the page).
    const ownMedia = `${site.url}/m/`;
    const links = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);
    for (const href of links) expect(href.startsWith(ownMedia), href).toBe(true);
    expect(html).toContain('src="https://my.matterport.com/show/?m=abc123XYZ&amp;mls=1"');
    const images = referencesOf(html).filter((ref) => ref.startsWith(ownMedia) && /\.(webp|jpg)$/.test(ref));
    expect(images.length).toBeGreaterThanOrEqual(6);
    const agentPhoto = fixture.byName('agent-headshot.jpg').id;
    for (const ref of [...new Set(images)]) {
      expect(ref).not.toContain(`/m/${agentPhoto}-`);
      const image = await get(ref);
      expect(image.statusCode, ref).toBe(200);
      const bytes = image.rawPayload;
      expect(bytes.includes('Exif\0'), `${ref} has EXIF`).toBe(false);
      expect(bytes.includes('http://ns.adobe.com/xap/'), `${ref} has XMP`).toBe(false);
      expect(bytes.includes('Photoshop 3.0'), `${ref} has IPTC`).toBe(false);
      for (const trace of [studioName, 'Lens', agent.phone]) expect(bytes.includes(trace), `${ref} carries ${trace}`).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(image.headers['content-disposition']).not.toMatch(/IMG_|Lens/);
    }
    // The large photos are the MLS-size JPEGs.
    const large = images.filter((ref) => ref.endsWith('.jpg'));
    expect(large.length).toBeGreaterThanOrEqual(3);
    // The agent photo's key is refused on the site even by a guessable path.
    expect((await get(`${site.url}/m/${agentPhoto}-t-AAAAAAAAAAAAAAAAAAAAAA.webp`)).statusCode).toBe(404);
  });
});

describe('video', () => {
  const videoUrl = async () => {
    await markPaid(fixture.invoiceId);
    const html = (await get((await siteOf(ctx.app, owner, fixture.project.id)).url)).body;
    return /<source src="([^"#]+)/.exec(html)![1]!;
  };

  it('answers range requests: 206 with the exact bytes, Accept-Ranges, and 416 past the end', async () => {
    const url = await videoUrl();
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(fixture.video)).toBe(true);

    const part = await get(url, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${fixture.video.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload.equals(fixture.video.subarray(1000, 2000))).toBe(true);

    const tail = await get(url, { range: 'bytes=-500' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(fixture.video.subarray(fixture.video.length - 500))).toBe(true);

    const past = await get(url, { range: `bytes=${fixture.video.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${fixture.video.length}`);
  });

  it('honours If-Range: the range while the ETag matches, the whole file once it does not', async () => {
    const url = await videoUrl();
    const etag = String((await get(url)).headers.etag);
    const same = await get(url, { range: 'bytes=0-99', 'if-range': etag });
    expect(same.statusCode).toBe(206);
    expect(same.rawPayload.length).toBe(100);
    const stale = await get(url, { range: 'bytes=0-99', 'if-range': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(fixture.video.length);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('page views', () => {
  it('counts each page view per day on the server, not HEAD requests nor media, shown to staff and the client', async () => {
    await markPaid(fixture.invoiceId);
    const site = await siteOf(ctx.app, owner, fixture.project.id);
    await get(site.url);
    await get(site.url);
    await get(site.unbranded_url);
    await ctx.app.inject({ method: 'HEAD', url: site.url });
    const html = (await get(site.url)).body;
    await get(referencesOf(html).find((ref) => ref.includes('/m/'))!);
    // No cookie is set by the page.
    expect((await get(site.url)).headers['set-cookie']).toBeUndefined();

    const staffView = await siteOf(ctx.app, owner, fixture.project.id);
    expect(staffView.views.total).toBe(5);
    expect(staffView.views.days).toHaveLength(30);
    expect(staffView.views.days.at(-1)).toEqual({ date: '2026-11-22', views: 5 });
    expect(staffView.views.days[0]).toEqual({ date: '2026-10-24', views: 0 });

    const client = await signInAs(ctx.app, ctx.database.db, 'client', { companyId: fixture.project.companyId });
    const clientView = await siteOf(ctx.app, client.headers, fixture.project.id);
    expect(clientView.views.total).toBe(5);
  });
});

describe('the tour URL allow-list', () => {
  const setTour = (tour_url: unknown) => put(`/api/v1/projects/${fixture.project.id}/listing/`, { tour_url });

  it.each([
    'https://my.matterport.com/show/?m=xyz',
    'https://kuula.co/share/collection/7abc',
    'https://youriguide.com/12_ocean_view_rd_bondi_nsw',
    'https://unbranded.youriguide.com/12_ocean_view',
  ])('accepts %s', async (url) => {
    const res = await setTour(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.facts.tour_url).toBe(url);
  });

  it.each([
    'http://my.matterport.com/show/?m=xyz',
    'https://my.matterport.com.evil.test/show',
    'https://evilmatterport.com/show',
    'https://evil.test/?u=https://my.matterport.com',
    'javascript:alert(1)',
    'https://user:pass@kuula.co/share/1',
    'https://kuula.co:8443/share/1',
    'not a url',
  ])('refuses %s with a 400 naming tour_url, leaving the tour as it was', async (url) => {
    const res = await setTour(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('tour_url');
    expect(res.json().message).toContain('tour_url');
    expect((await siteOf(ctx.app, owner, fixture.project.id)) as unknown).toMatchObject({ facts: { tour_url: 'https://my.matterport.com/show/?m=abc123XYZ' } });
  });

  it("'' and null clear the tour; the page then frames nothing", async () => {
    expect((await setTour('')).json().data.facts.tour_url).toBeNull();
    await markPaid(fixture.invoiceId);
    const res = await get((await siteOf(ctx.app, owner, fixture.project.id)).url);
    expect(res.body).not.toContain('<iframe');
    expect(res.headers['content-security-policy']).toContain("frame-src 'none'");
  });
});

describe('listing facts', () => {
  it("start from the order's property details and listing contact until staff set their own", async () => {
    const other = await listingProject(ctx, owner);
    await ctx.database.db.insert(orders).values({ projectId: other.project.id, propertyType: 'house', bedrooms: 4, bathrooms: 2, floorArea: 210, occupancy: 'vacant', listingContactName: 'Lee Lister', listingContactPhone: '0411 222 333', orderedByKind: 'company', orderedById: other.project.companyId });
    const url = `/api/v1/projects/${other.project.id}/listing/`;
    expect((await get(url, owner)).json().data.facts).toMatchObject({ address: '12 Ocean View Rd, Bondi NSW 2026', bedrooms: 4, bathrooms: 2, floor_area: 210, agent_name: 'Lee Lister', agent_phone: '0411 222 333', price: null });
    const edited = await put(url, { bedrooms: 5, agent_name: 'Sam Seller', address: '12 Ocean View Road, Bondi' });
    expect(edited.json().data.facts).toMatchObject({ address: '12 Ocean View Road, Bondi', bedrooms: 5, bathrooms: 2, agent_name: 'Sam Seller', agent_phone: '0411 222 333' });
    await ctx.app.inject({ method: 'POST', url: `${url}publish/`, headers: owner });
    const site = await siteOf(ctx.app, owner, other.project.id);
    // The slug keeps the address it was made from.
    expect(site.slug).toMatch(/^12-ocean-view-rd-bondi-nsw-2026-/);
    const branded = (await get(site.url)).body;
    expect(branded).toContain('5 bedrooms');
    expect(branded).toContain('Sam Seller');
    expect(branded).toContain('0411 222 333');
    const unbranded = (await get(site.unbranded_url)).body;
    expect(unbranded).toContain('<title>12 Ocean View Road, Bondi</title>');
    for (const trace of ['Sam Seller', 'Lee Lister', '0411']) expect(unbranded).not.toContain(trace);
  }, 60_000);
});

describe('bad addresses on the public pages', () => {
  it.each([
    ['an unknown slug', 404, '/p/no-such-site-abc123'],
    ['a 250-letter slug', 404, `/p/${'a'.repeat(250)}`],
    ['a NUL in the slug', 404, '/p/ab%00cd'],
    ['upper case', 404, '/p/UPPER-Case'],
    ['an unknown unbranded page', 404, '/p/no-such-site-abc123/unbranded'],
    ['a well-formed key of no site', 404, '/p/no-such-site-abc123/m/1-t-AAAAAAAAAAAAAAAAAAAAAA.webp'],
    ['a key climbing out', 404, '/p/no-such-site-abc123/m/..%2f..%2fetc%2fpasswd'],
    ['a 400-digit key', 404, `/p/no-such-site-abc123/m/${'9'.repeat(400)}`],
    ['a NUL in the key', 404, '/p/no-such-site-abc123/m/1-t-%00'],
    ['an address past the URL limit', 414, `/p/${'a'.repeat(5000)}`],
  ])('%s answers %i, never a 500', async (_label, status, url) => {
    const res = await get(url);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  });
});

describe('file media kinds', () => {
  it('the file list tells staff what each file plays; a client is not told', async () => {
    const staffList = await get(`/api/v1/projects/${fixture.project.id}/files/?folder_path=Media`, owner);
    const kinds = Object.fromEntries(staffList.json().data.files.map((file: { file_name: string; media_kind: string | null }) => [file.file_name, file.media_kind]));
    expect(kinds).toEqual({ 'walkthrough.mp4': 'video', 'plan.pdf': 'floor_plan' });
    await markPaid(fixture.invoiceId);
    const client = await signInAs(ctx.app, ctx.database.db, 'client', { companyId: fixture.project.companyId });
    const clientList = await get(`/api/v1/projects/${fixture.project.id}/files/?folder_path=Media`, client.headers);
    expect(clientList.statusCode).toBe(200);
    expect(clientList.body).not.toContain('media_kind');
  });

  const media = (fileId: number, payload: object) => put(`/api/v1/projects/${fixture.project.id}/files/${fileId}/media/`, payload);

  it('a photo marked floor plan leaves the gallery for the floor plans; null returns it', async () => {
    const id = fixture.byName('IMG_0002.jpg').id;
    expect((await media(id, { media_kind: 'floor_plan' })).json().data).toMatchObject({ media_kind: 'floor_plan', media_kind_set: true });
    await markPaid(fixture.invoiceId);
    const site = await siteOf(ctx.app, owner, fixture.project.id);
    const html = (await get(site.url)).body;
    expect(html).toContain('Photos (2)');
    expect(html).toContain('Floor plan 1 of 2 (PDF)');
    expect(html).toContain('alt="Floor plan 2 of 2"');
    expect((await media(id, { media_kind: null })).json().data).toMatchObject({ media_kind: 'photo', media_kind_set: false });
    expect((await get(site.url)).body).toContain('Photos (3)');
  });

  it('refuses kinds the bytes cannot play, and posters that are not images of the project', async () => {
    const pdfId = fixture.byName('plan.pdf').id;
    const videoId = fixture.byName('walkthrough.mp4').id;
    const photoId = fixture.byName('IMG_0001.jpg').id;
    const cases: Array<[number, object, string]> = [
      [pdfId, { media_kind: 'photo' }, 'media_kind'],
      [photoId, { media_kind: 'video' }, 'media_kind'],
      [videoId, { media_kind: 'floor_plan' }, 'media_kind'],
      [photoId, { poster_file_id: photoId }, 'poster_file_id'],
      [videoId, { poster_file_id: pdfId }, 'poster_file_id'],
      [videoId, { poster_file_id: videoId }, 'poster_file_id'],
      [videoId, { media_kind: 'sound' }, 'media_kind'],
    ];
    for (const [fileId, body, field] of cases) {
      const res = await media(fileId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const other = await listingProject(ctx, owner);
    const foreignPoster = await media(videoId, { poster_file_id: other.byName('IMG_0001.jpg').id });
    expect(foreignPoster.statusCode).toBe(400);
    expect((await put(`/api/v1/projects/${fixture.project.id}/files/${other.byName('IMG_0001.jpg').id}/media/`, { media_kind: 'floor_plan' })).statusCode).toBe(404);
  }, 60_000);
});
