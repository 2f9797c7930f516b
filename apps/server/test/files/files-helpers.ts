import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import yauzl from 'yauzl';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { categories, invoices, pendingUploads, projects, services } from '../../src/db/schema/index.ts';
import { createCompany } from '../factories.ts';
import { signInAs, type AccountKind } from '../sign-in.ts';

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** A real JPEG (or PNG) of the given size, as the derivative worker would get from a camera. */
export const jpeg = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: '#88aacc' } }).jpeg().toBuffer();
export const png = (width = 16, height = 16) => sharp({ create: { width, height, channels: 3, background: '#336699' } }).png().toBuffer();

let sequence = 0;

/**
 * A project of a fresh company (or the given one) with its invoice, inserted directly: status,
 * editor and paid state as the test needs them.
 */
export async function createFilesProject(
  db: Db,
  options: { companyId?: number; status?: string; assignedToId?: number | null; paid?: boolean; projectName?: string } = {},
) {
  const n = ++sequence;
  const companyId = options.companyId ?? (await createCompany(db)).id;
  const [category] = await db.insert(categories).values({ name: `Residential ${n}`, description: 'Homes' }).returning();
  const [service] = await db.insert(services).values({ serviceName: `Photos ${n}`, price: '350.00', gstRate: '10-percent', description: 'Photos' }).returning();
  const [project] = await db
    .insert(projects)
    .values({
      projectName: options.projectName ?? `12 Ocean View Rd ${n}`,
      companyId,
      categoryId: category!.id,
      serviceId: service!.id,
      assignedToId: options.assignedToId ?? null,
      status: options.status ?? 'in progress',
      siteAddress: 'https://maps.example.test/12',
    })
    .returning();
  await db.insert(invoices).values({
    projectId: project!.id,
    invoiceNumber: `INV-2026-7${String(n).padStart(3, '0')}`,
    status: options.paid ? 'paid' : 'not_paid',
    baseAmount: '350.00',
    gstRate: '10-percent',
    gstAmount: '35.00',
    total: '385.00',
  });
  return project!;
}

export type UploadFile = { name: string; bytes: Buffer | string; field?: string };

/** A multipart/form-data body built by the platform's own FormData, as a browser would send it. */
export async function multipartBody(files: UploadFile[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field ?? 'projectFiles', new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)]), file.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

/** POST /api/v1/projects/{id}/ as a multipart upload. */
export async function upload(app: App, headers: Record<string, string>, projectId: number, files: UploadFile[], fields: Record<string, string> = {}) {
  const body = await multipartBody(files, fields);
  return app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/`, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
}

export async function listFiles(app: App, headers: Record<string, string>, projectId: number, folderPath?: string) {
  const query = folderPath === undefined ? '' : `?folder_path=${encodeURIComponent(folderPath)}`;
  return app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/files/${query}`, headers });
}

/** Every file under `dir`, as slash-separated paths relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The objects of the local store (DATA_DIR/files), without its .tmp and .health working folders. */
export async function storedObjects(dataDir: string) {
  return (await filesUnder(path.join(dataDir, 'files'))).filter((key) => !key.startsWith('.tmp/') && !key.startsWith('.health/'));
}

/** The database is emptied before each test but the data dir is not: empty the store too. */
export const emptyStore = (dataDir: string) => rm(path.join(dataDir, 'files'), { recursive: true, force: true });

/** A clean start for a files test: an empty store, a session of the given kind and a fresh project. */
export async function freshFilesProject(ctx: { app: App; database: { db: Db }; dataDir: string }, kind: AccountKind = 'staff') {
  await emptyStore(ctx.dataDir);
  const { headers } = await signInAs(ctx.app, ctx.database.db, kind);
  return { headers, projectId: (await createFilesProject(ctx.database.db)).id };
}

export async function pendingUploadCount(db: Db) {
  const [row] = await db.select({ n: count() }).from(pendingUploads);
  return row!.n;
}

/** GETs a signed link (no Authorization) and answers the response. */
export const fetchLink = (app: App, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** Members of a ZIP: folder names map to '<folder>', files to their bytes. */
export async function unzip(zip: Buffer): Promise<Record<string, Buffer | '<folder>'>> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries: Record<string, Buffer | '<folder>'> = {};
  await new Promise<void>((resolve, reject) => {
    archive.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) {
        entries[entry.fileName] = '<folder>';
        archive.readEntry();
        return;
      }
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        void buffer(stream).then((bytes) => {
          entries[entry.fileName] = bytes;
          archive.readEntry();
        }, reject);
      });
    });
    archive.on('end', resolve);
    archive.on('error', reject);
    archive.readEntry();
  });
  return entries;
}
