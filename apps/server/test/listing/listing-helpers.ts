import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { files, invoices, projects } from '../../src/db/schema/index.ts';
import { createFilesProject, upload } from '../files/files-helpers.ts';

export const studioName = 'Lens & Light Studio';
export const agent = { name: 'Alexandra Agentson', phone: '0400 123 456' };

const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${studioName}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

const madeJpegs = new Map<string, Promise<Buffer>>();

/**
 * A camera-like JPEG carrying the studio in its EXIF (Artist, Copyright) and XMP (dc:creator): what the
 * unbranded page must strip. Made once per size and colour in a test file (the noise takes a while).
 */
export function brandedJpeg(width = 1600, height = 1067, colour = '#7aa2c8'): Promise<Buffer> {
  const key = `${width}x${height}${colour}`;
  let made = madeJpegs.get(key);
  if (!made) {
    made = makeBrandedJpeg(width, height, colour);
    madeJpegs.set(key, made);
  }
  return made;
}

async function makeBrandedJpeg(width: number, height: number, colour: string) {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png({ compressionLevel: 0 }).toBuffer();
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: studioName, Copyright: `(c) ${studioName}`, ImageDescription: agent.phone } })
    .withXmp(xmp)
    .toBuffer();
  if (!bytes.includes('Exif\0') || !bytes.includes('http://ns.adobe.com/xap/') || !bytes.includes(studioName)) throw new Error('fixture JPEG lost its metadata');
  return bytes;
}

/** An MP4 as file-type sniffs one: an ftyp box, then a free box of random bytes (range tests read it back exactly). */
export function mp4(size = 200_000) {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]);
  const free = Buffer.alloc(8);
  free.writeUInt32BE(size - ftyp.length, 0);
  free.write('free', 4);
  return Buffer.concat([ftyp, free, randomBytes(size - ftyp.length - 8)]);
}

export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * A completed shoot with three photos, a video, a PDF floor plan and the agent's photo in an
 * internal folder, derivatives made; unpaid unless asked.
 */
export async function listingProject(ctx: { app: App; database: { db: Db } }, headers: Record<string, string>, options: { paid?: boolean; companyId?: number } = {}) {
  const db = ctx.database.db;
  const project = await createFilesProject(db, { status: 'completed', paid: options.paid, projectName: '12 Ocean View Rd', companyId: options.companyId });
  await db.update(projects).set({ siteAddress: '12 Ocean View Rd, Bondi NSW 2026' }).where(eq(projects.id, project.id));
  const photos = [await brandedJpeg(1600, 1067, '#7aa2c8'), await brandedJpeg(1200, 1600, '#c8a27a'), await brandedJpeg(1600, 900, '#a2c87a')];
  const uploaded = await upload(ctx.app, headers, project.id, [
    { name: 'IMG_0001.jpg', bytes: photos[0]! },
    { name: 'IMG_0002.jpg', bytes: photos[1]! },
    { name: 'IMG_0003.jpg', bytes: photos[2]! },
  ], { folder_path: 'Photos' });
  if (uploaded.statusCode !== 200) throw new Error(uploaded.body);
  const video = mp4();
  await upload(ctx.app, headers, project.id, [{ name: 'walkthrough.mp4', bytes: video }, { name: 'plan.pdf', bytes: pdf() }], { folder_path: 'Media' });
  await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/folders/`, headers, payload: { folder_name: 'Agent', client_visible: false } });
  await upload(ctx.app, headers, project.id, [{ name: 'agent-headshot.jpg', bytes: await brandedJpeg(600, 600, '#555555') }], { folder_path: 'Agent' });
  await ctx.app.background.runner.drain(['derivatives.make']);
  const rows = await db.select({ id: files.id, fileName: files.fileName, storageKey: files.storageKey }).from(files).where(eq(files.projectId, project.id));
  const byName = (name: string) => rows.find((row) => row.fileName === name)!;
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.projectId, project.id));
  return { project, photos, video, byName, invoiceId: invoice!.id };
}

/** The site's slug, as staff read it. */
export async function siteOf(app: App, headers: Record<string, string>, projectId: number) {
  const res = await app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/listing/`, headers });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as { slug: string; state: string; url: string; unbranded_url: string; published_by: string | null; views: { total: number; days: Array<{ date: string; views: number }> } };
}

/** Every src and href of a page. */
export const referencesOf = (html: string) => [...html.matchAll(/\s(?:src|href|poster|content)="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

export const rawCount = (db: Db, table: string) => db.execute(sql.raw(`select count(*)::int as n from ${table}`)).then((result) => (result.rows[0] as { n: number }).n);
