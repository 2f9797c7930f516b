import path from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadDemoAtStart } from '../src/bootstrap/demo/demo-at-start.ts';
import { demoPhotoFolder, favouritesPerShoot, loadDemoPhotos } from '../src/bootstrap/demo/demo-photos.ts';
import { demoScenes } from '../src/bootstrap/demo/demo-photo.ts';
import { demoLogins } from '../src/bootstrap/demo/load-demo.ts';
import { loadConfig } from '../src/config.ts';
import { companies, favourites, files, invoices, projects } from '../src/db/schema/index.ts';
import { createFileLinks, createFileServices } from '../src/modules/files/index.ts';
import { paymentTermDays } from '../src/modules/invoices/invoices.service.ts';
import { createServices } from '../src/services.ts';
import { createLocalFileStore } from '../src/storage/local-file-store.ts';
import { createUser } from './factories.ts';
import { testSecretKey, useTestApp } from './test-app.ts';

const ctx = useTestApp();
const day = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

/** The demo as a first start loads it: records, then the photos the server adds once it answers. */
async function loadDemoWithPhotos() {
  await createUser(ctx.database.db, 'admin');
  const db = ctx.database.db;
  const lines: string[] = [];
  await loadDemoAtStart(loadConfig({}), db, createServices(db, { tokenTtlHours: 12 }), (line) => lines.push(line));
  const { derivatives } = ctx.app.background;
  const { uploads, favourites: favouritesService } = createFileServices({
    db,
    store: createLocalFileStore(path.join(ctx.dataDir, 'files')),
    links: createFileLinks(testSecretKey, { ttlSeconds: 600 }),
    projects: createServices(db, { tokenTtlHours: 12 }).projects,
    derivatives: { queue: derivatives.queue, wake: () => {} },
    maxUploadBytes: 50_000_000,
  });
  const made = await loadDemoPhotos({ db, uploads, favourites: favouritesService });
  return { made, password: /password (\S+)/.exec(lines.join('\n'))![1]! };
}

describe('demo photos and the delivered shoots', () => {
  it('gives every delivered shoot generated photos with derivatives made as for an upload, past dates, due dates from the terms and favourites', async () => {
    const { made, password } = await loadDemoWithPhotos();
    const db = ctx.database.db;
    const delivered = await db.select().from(projects).where(eq(projects.status, 'completed'));
    expect(delivered.length).toBeGreaterThanOrEqual(10);
    expect(made).toMatchObject({ shoots: delivered.length, photos: delivered.length * demoScenes.length });

    // Every photo is a listed JPEG in the shoot's Edited folder; the worker makes its thumbnail and preview.
    const photos = await db.select().from(files).where(inArray(files.projectId, delivered.map((shoot) => shoot.id)));
    expect(photos).toHaveLength(delivered.length * demoScenes.length);
    expect(photos.every((photo) => photo.folderPath === demoPhotoFolder && photo.contentType === 'image/jpeg' && photo.derivativeStatus === 'pending')).toBe(true);
    expect(await ctx.app.background.runner.drain(['derivatives.make'])).toBe(photos.length);
    const ready = await db.select().from(files).where(and(eq(files.derivativeStatus, 'ready'), isNotNull(files.thumbnailKey), isNotNull(files.previewKey)));
    expect(ready).toHaveLength(photos.length);
    // Uploaded before the shoot was completed, not at start-up.
    expect(photos.every((photo) => new Date(photo.createdAt).getTime() < Date.now() - day)).toBe(true);

    // A delivered shoot was photographed in the past.
    expect(delivered.every((shoot) => shoot.startDate! < today() && shoot.endDate! < today())).toBe(true);

    // Due dates follow the issue date by the payment terms; some unpaid delivered shoots are overdue.
    const bills = await db.select().from(invoices);
    for (const bill of bills) expect(bill.dueDate).toBe(new Date(new Date(bill.createdAt).getTime() + paymentTermDays * day).toISOString().slice(0, 10));
    const overdue = bills.filter((bill) => bill.status === 'not_paid' && bill.sentAt !== null && bill.dueDate! < today());
    expect(overdue.length).toBeGreaterThan(0);

    // The demo client's agency has one delivered shoot paid and one not, and the client picked favourites in both.
    const [agency] = await db.select().from(companies).where(eq(companies.email, demoLogins.company));
    const own = await db
      .select({ id: projects.id, status: invoices.status })
      .from(projects)
      .innerJoin(invoices, eq(invoices.projectId, projects.id))
      .where(and(eq(projects.companyId, agency!.id), eq(projects.status, 'completed')));
    const paid = own.find((shoot) => shoot.status === 'paid')!;
    const unpaid = own.find((shoot) => shoot.status === 'not_paid')!;
    expect(paid && unpaid).toBeTruthy();
    const picked = await db.select().from(favourites);
    expect(made.favourites).toBe(own.length * favouritesPerShoot);
    expect(picked).toHaveLength(own.length * favouritesPerShoot);
    expect(new Set(picked.map((favourite) => favourite.projectId))).toEqual(new Set(own.map((shoot) => shoot.id)));

    // The client sees the paywall on the unpaid shoot and downloads on the paid one.
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login/company/', payload: { email: demoLogins.clientPerson, password } });
    const headers = { authorization: `Token ${login.json().token as string}` };
    const listing = async (projectId: number) => (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/files/?folder_path=${demoPhotoFolder}`, headers })).json().data;
    const locked = await listing(unpaid.id);
    expect(locked.can_download).toBe(false);
    expect(locked.files).toHaveLength(demoScenes.length);
    expect(locked.files.filter((file: { is_favourite: boolean }) => file.is_favourite)).toHaveLength(favouritesPerShoot);
    const original = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${unpaid.id}/serve/${locked.files[0].name as string}/?folder_path=${demoPhotoFolder}`, headers });
    expect(original.statusCode).toBe(403);
    expect((await listing(paid.id)).can_download).toBe(true);
  }, 240_000);
});
