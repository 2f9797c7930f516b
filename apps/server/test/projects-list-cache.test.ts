import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataStampReader } from '../src/db/data-stamp.ts';
import { createAuthRepository } from '../src/modules/auth/auth.repository.ts';
import { hashTokenSecret } from '../src/modules/auth/token-secret.ts';
import { categories, companies, favourites, files, invoices, projects, services, users } from '../src/db/schema/index.ts';
import { createCompany, createUser, testPassword } from './factories.ts';
import { createCatalog, insertProject } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { resetDatabase, useTestApp } from './test-app.ts';

const ctx = useTestApp();

/** A project with everything the list shows: company, service, category, editor, invoice, a file. */
async function shoot() {
  const { db } = ctx.database;
  const catalog = await createCatalog(db);
  const editor = await createUser(db, 'editor', { username: 'Eddie Editor' });
  const project = await insertProject(db, { companyId: catalog.company.id, serviceId: catalog.withGst.id, categoryId: catalog.category.id, assignedToId: editor.id, projectName: 'Harbour View 1' });
  const [invoice] = await db.insert(invoices).values({ projectId: project.id, invoiceNumber: 'INV-2026-001', baseAmount: '350.00', gstRate: '10-percent', gstAmount: '35.00', total: '385.00' }).returning();
  const [file] = await db
    .insert(files)
    .values({ projectId: project.id, folderPath: '', fileName: 'front.jpg', storageKey: `projects/${project.id}/front`, size: 5, contentType: 'image/jpeg', fileType: 'image' })
    .returning();
  return { catalog, editor, project, invoice: invoice!, file: file! };
}

describe('project list answers kept between writes', () => {
  it('answers every list call after a committed write to any table the list is made from', async () => {
    const { db } = ctx.database;
    const { catalog, editor, project, invoice, file } = await shoot();
    const client = await createUser(db, 'client', { companyId: catalog.company.id });
    const { headers } = await signInAs(ctx.app, db, 'staff');
    const first = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/projects/?search=harbour&page=1&page_size=10', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data[0];
    };
    expect(await first()).toMatchObject({ projectName: 'Harbour View 1', file_count: 1, favourite_count: 0, invoice_status: 'not_paid' });

    const writes: Array<[string, () => Promise<unknown>, object]> = [
      ['project', () => db.update(projects).set({ projectName: 'Harbour View One' }).where(eq(projects.id, project.id)), { projectName: 'Harbour View One' }],
      ['company', () => db.update(companies).set({ companyName: 'Harbour Realty Group' }).where(eq(companies.id, catalog.company.id)), { company: { companyName: 'Harbour Realty Group' } }],
      ['service', () => db.update(services).set({ serviceName: 'Dusk photos' }).where(eq(services.id, catalog.withGst.id)), { service: { serviceName: 'Dusk photos' } }],
      ['category', () => db.update(categories).set({ name: 'Homes' }).where(eq(categories.id, catalog.category.id)), { category: { name: 'Homes' } }],
      ['user', () => db.update(users).set({ username: 'Edith Editor' }).where(eq(users.id, editor.id)), { assignedTo: { username: 'Edith Editor' } }],
      ['invoice', () => db.update(invoices).set({ status: 'paid' }).where(eq(invoices.id, invoice.id)), { invoice_status: 'paid' }],
      ['favourite', () => db.insert(favourites).values({ projectId: project.id, fileId: file.id, accountKind: 'user', accountId: client.id }), { favourite_count: 1 }],
      [
        'file',
        () => db.insert(files).values({ projectId: project.id, folderPath: '', fileName: 'rear.jpg', storageKey: `projects/${project.id}/rear`, size: 5, contentType: 'image/jpeg', fileType: 'image' }),
        { file_count: 2 },
      ],
    ];
    for (const [table, write, expected] of writes) {
      await write();
      expect(await first(), `after a write to ${table}`).toMatchObject(expected);
    }
  });

  it('answers the same after a write that rolled back, and moves the stamp once per committed transaction', async () => {
    const { db } = ctx.database;
    const readStamp = dataStampReader(db);
    const company = await createCompany(db, { companyName: 'Bayside Agents' });
    const before = await readStamp();
    await db
      .transaction(async (tx) => {
        await tx.insert(projects).values({ projectName: 'Never saved', siteAddress: 'https://maps.example.test', companyId: company.id });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await readStamp()).toBe(before);

    await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.insert(projects).values({ projectName: `Saved ${i}`, siteAddress: 'https://maps.example.test', companyId: company.id });
      // Inside the transaction the stamp has not moved yet: it moves as the transaction commits.
      expect(await dataStampReader(tx)()).toBe(before);
    });
    const after = await readStamp();
    expect(after).toBeGreaterThan(before);
    const { headers } = await signInAs(ctx.app, db, 'staff');
    const names = (await ctx.app.inject({ method: 'GET', url: '/api/v1/projects/?search=saved', headers })).json().data.map((p: { projectName: string }) => p.projectName);
    expect(names.sort()).toEqual(['Saved 0', 'Saved 1', 'Saved 2']);
  });

  it('reads the stamp with the session, so a list from the cache costs its request no lookup of its own', async () => {
    const { db } = ctx.database;
    const readStamp = dataStampReader(db);
    const { headers } = await signInAs(ctx.app, db, 'staff');
    const session = () => createAuthRepository(db).findSession(hashTokenSecret(headers.authorization.replace('Token ', '')));
    expect((await session())?.dataStamp).toBe(await readStamp());
    const before = await readStamp();
    await insertProject(db, { companyId: (await createCompany(db)).id, projectName: 'Stamped' });
    expect((await session())?.dataStamp).toBe(await readStamp());
    expect((await session())?.dataStamp).toBeGreaterThan(before);
    // The list, answered by that stamp, has the write made just before it.
    const names = (await ctx.app.inject({ method: 'GET', url: '/api/v1/projects/?search=stamped', headers })).json().data.map((p: { projectName: string }) => p.projectName);
    expect(names).toEqual(['Stamped']);
  });

  it('never answers one scope with another scope’s list for the same query', async () => {
    const { db } = ctx.database;
    const [a, b] = [await createCompany(db, { companyName: 'Agency A' }), await createCompany(db, { companyName: 'Agency B' })];
    await insertProject(db, { companyId: a.id, projectName: 'Shoot of A' });
    await insertProject(db, { companyId: b.id, projectName: 'Shoot of B' });
    const accounts = { clientOfA: await createUser(db, 'client', { companyId: a.id }), clientOfB: await createUser(db, 'client', { companyId: b.id }), editor: await createUser(db, 'editor') };
    await insertProject(db, { companyId: b.id, projectName: 'Edit of B', assignedToId: accounts.editor.id });
    const headersOf = async ({ email }: { email: string }) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password: testPassword } });
      return { authorization: `Token ${res.json().token as string}` };
    };
    const list = async (headers: Record<string, string>) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/projects/?search=of', headers })).json().data.map((p: { projectName: string }) => p.projectName).sort();
    const signedIn = { staff: (await signInAs(ctx.app, db, 'staff')).headers, a: await headersOf(accounts.clientOfA), b: await headersOf(accounts.clientOfB), editor: await headersOf(accounts.editor) };
    // Twice round, so the second round is answered from what the first one kept.
    for (let round = 0; round < 2; round++) {
      expect(await list(signedIn.staff)).toEqual(['Edit of B', 'Shoot of A', 'Shoot of B']);
      expect(await list(signedIn.a)).toEqual(['Shoot of A']);
      expect(await list(signedIn.b)).toEqual(['Edit of B', 'Shoot of B']);
      expect(await list(signedIn.editor)).toEqual(['Edit of B']);
    }
  });

  it('starts from a new stamp after the tables are emptied, so nothing cached before a reset is answered after it', async () => {
    const { db } = ctx.database;
    const readStamp = dataStampReader(db);
    await insertProject(db, { companyId: (await createCompany(db)).id, projectName: 'Before the reset' });
    const { headers } = await signInAs(ctx.app, db, 'staff');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/projects/', headers })).json().data).toHaveLength(1);
    const before = await readStamp();
    await resetDatabase(ctx.database);
    expect(await readStamp()).toBeGreaterThan(before);
    const again = await signInAs(ctx.app, db, 'staff');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: again.headers })).json().data).toEqual([]);
  });
});
