import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Db } from '../../src/db/client.ts';
import { apiKeys, calendarFeeds, categories, files, fileVersions, folders, invoiceExpenses, invoiceLines, invoices, loginTokens, orders, plans, projects, projectServices, revisionItems, revisionReplies, revisionRequests, services, subscriptions, webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.ts';
import { webhookSecrets } from '../../src/modules/webhooks/index.ts';
import { createLocalFileStore } from '../../src/storage/local-file-store.ts';
import { createCompany, createUser } from '../factories.ts';
import { rowVersions, testSecretKey } from '../test-app.ts';

export const roles = ['admin', 'staff', 'editorAssigned', 'editorOther', 'photographer', 'company', 'client'] as const;
export type Role = (typeof roles)[number];

/**
 * Two tenants. Company A ("own") has a project assigned to editorAssigned, its sent invoice (with
 * one expense of the studio), and the company login and client person; company B ("foreign") has
 * the same, seen by no client. Company A also has a project ("ownDraft") whose invoice is a draft,
 * not yet sent, so not yet its clients'. The own project is booked (an order, a time) with the
 * photographer; the foreign one is booked with no photographer; ownDraft is an order waiting for a time.
 * The photographer and company A each have a calendar feed.
 */
export async function buildAccessFixture(db: Db) {
  const companyA = await createCompany(db);
  const companyB = await createCompany(db);
  const accounts = {
    admin: await createUser(db, 'admin'),
    staff: await createUser(db, 'staff'),
    editorAssigned: await createUser(db, 'editor'),
    editorOther: await createUser(db, 'editor'),
    photographer: await createUser(db, 'photographer', { username: 'Pia Lens' }),
    client: await createUser(db, 'client', { companyId: companyA.id }),
  };
  const [category] = await db.insert(categories).values({ name: 'Residential', description: 'Homes' }).returning();
  const [service] = await db.insert(services).values({ serviceName: 'Standard photos', price: '350.00', gstRate: '10-percent', description: '25 edited photos' }).returning();
  const project = async (
    companyId: number,
    assignedToId: number | null,
    n: number,
    sentAt: Date | null = new Date('2026-11-02T09:00:00Z'),
    booking: { scheduledStart: Date | null; photographerId: number | null } = { scheduledStart: null, photographerId: null },
  ) => {
    const [row] = await db
      .insert(projects)
      .values({
        projectName: `Shoot ${n}`,
        companyId,
        categoryId: category!.id,
        serviceId: service!.id,
        assignedToId,
        status: 'in progress',
        siteAddress: 'https://maps.example/1',
        ...booking,
        durationMinutes: booking.scheduledStart ? 90 : null,
        scheduleSequence: booking.scheduledStart ? 1 : 0,
      })
      .returning();
    await db.insert(projectServices).values({ projectId: row!.id, serviceId: service!.id, position: 0 });
    await db.insert(orders).values({
      projectId: row!.id,
      propertyType: 'house',
      preferredWindows: [{ start: '2026-11-25T00:00:00.000Z', end: '2026-11-25T04:00:00.000Z' }],
      accessNotes: `Lockbox 12${n}`,
      occupancy: 'vacant',
      orderedByKind: 'company',
      orderedById: companyId,
    });
    const [invoice] = await db
      .insert(invoices)
      .values({ projectId: row!.id, invoiceNumber: `INV-2026-90${n}`, baseAmount: '350.00', gstRate: '10-percent', gstAmount: '35.00', total: '385.00', sentAt })
      .returning();
    await db.insert(invoiceLines).values({ invoiceId: invoice!.id, serviceId: service!.id, description: 'Standard photos', unitPrice: '350.00', amount: '350.00', gstRate: '10-percent', gstAmount: '35.00', total: '385.00' });
    const expenseDescription = `Scaffold hire for shoot ${n}`;
    await db.insert(invoiceExpenses).values({ invoiceId: invoice!.id, description: expenseDescription, amount: '120.00', position: 0 });
    // A folder with one file and an empty folder; storeFixtureFiles puts the file's bytes in the store.
    const [folder] = await db.insert(folders).values([{ projectId: row!.id, path: 'Exterior', name: 'Exterior' }, { projectId: row!.id, path: 'Empty', name: 'Empty' }]).returning();
    const [file] = await db
      .insert(files)
      .values({ projectId: row!.id, folderPath: 'Exterior', fileName: 'front.jpg', storageKey: `projects/${row!.id}/fixture-front`, size: 5, contentType: 'image/jpeg', fileType: 'image' })
      .returning();
    return { project: row!, invoice: invoice!, expenseDescription, folder: folder!, file: file! };
  };
  // Three days after the test clock (2026-11-22T10:00Z): well before any cut-off.
  const own = await project(companyA.id, accounts.editorAssigned.id, 1, undefined, { scheduledStart: new Date('2026-11-25T01:00:00Z'), photographerId: accounts.photographer.id });
  const foreign = await project(companyB.id, null, 2, undefined, { scheduledStart: new Date('2026-11-25T05:00:00Z'), photographerId: null });
  const ownDraft = await project(companyA.id, null, 3, null);
  const ownDone = await completedWithRevision(db, { companyId: companyA.id, editorId: accounts.editorAssigned.id, categoryId: category!.id, serviceId: service!.id, n: 1 });
  const foreignDone = await completedWithRevision(db, { companyId: companyB.id, editorId: null, categoryId: category!.id, serviceId: service!.id, n: 2 });
  // Company A is on a plan (active at the test clock); company B is on none.
  const [plan] = await db.insert(plans).values({ name: 'Fixture plan', price: '10.00', maxProjects: 3, maxUsers: 2 }).returning();
  const [subscription] = await db
    .insert(subscriptions)
    .values({ companyId: companyA.id, planId: plan!.id, price: '120.00', billingCycle: 'yearly', startDate: '2026-11-01', endDate: '2027-11-01' })
    .returning();

  // The owner's webhook endpoints (nobody else's): one with a delivery in its log, and another with one of its own.
  const webhook = async (url: string) => {
    const [endpoint] = await db.insert(webhookEndpoints).values({ url, events: ['invoice.paid'], secret: webhookSecrets(testSecretKey).seal('whsec_access-matrix') }).returning();
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint!.id, eventId: 'evt_access', eventType: 'invoice.paid', body: '{"id":"evt_access","type":"invoice.paid","created":1795345200,"data":{}}', status: 'failed', attempts: 1, responseStatus: 500 })
      .returning();
    return { endpoint: endpoint!, delivery: delivery! };
  };
  const webhooks = { main: await webhook('http://127.0.0.1:9/hooks/main'), other: await webhook('http://127.0.0.1:9/hooks/other') };
  // An API key of the owner's, for the calls that name one.
  const [apiKey] = await db
    .insert(apiKeys)
    .values({ name: 'Fixture key', scope: 'read', prefix: 'pk_fixture', keyHash: createHash('sha256').update('access-matrix-api-key').digest('hex'), createdBy: accounts.admin.id })
    .returning();

  const feed = async (owner: { photographerId: number } | { companyId: number }, token: string) => {
    const [row] = await db.insert(calendarFeeds).values({ tokenHash: createHash('sha256').update(token).digest('hex'), prefix: token.slice(0, 8), ...owner }).returning();
    return row!;
  };
  const feeds = { photographer: await feed({ photographerId: accounts.photographer.id }, 'access-matrix-photographer-feed'), company: await feed({ companyId: companyA.id }, 'access-matrix-company-feed') };

  const headers = {} as Record<Role, { authorization: string }>;
  const issue = async (role: Role, kind: 'user' | 'company', id: number) => {
    const secret = `access-matrix-${role}-${id}`;
    await db.insert(loginTokens).values({
      tokenHash: createHash('sha256').update(secret).digest('hex'),
      accountKind: kind,
      userId: kind === 'user' ? id : null,
      companyId: kind === 'company' ? id : null,
      // Far ahead of the test clock as well as the real one.
      expiresAt: new Date('2100-01-01T00:00:00Z'),
    });
    headers[role] = { authorization: `Token ${secret}` };
  };
  for (const role of ['admin', 'staff', 'editorAssigned', 'editorOther', 'photographer', 'client'] as const) await issue(role, 'user', accounts[role].id);
  await issue('company', 'company', companyA.id);

  return {
    headers,
    accounts,
    category: category!,
    service: service!,
    own: { company: companyA, ...own, clientPerson: accounts.client, done: ownDone },
    foreign: { company: companyB, ...foreign, done: foreignDone },
    ownDraft,
    plan: plan!,
    subscription: subscription!,
    webhooks,
    apiKey: apiKey!,
    feeds,
  };
}

export type AccessFixture = Awaited<ReturnType<typeof buildAccessFixture>>;

/**
 * A completed shoot (no booking, a sent invoice) with two photos at the root: pinned.jpg, in its
 * second version, named by a billable revision request (round 3, in progress, its one pin fixed,
 * one reply) assigned to `editorId`, who is also the shoot's editor; and untouched.jpg, named by none.
 */
async function completedWithRevision(db: Db, { companyId, editorId, categoryId, serviceId, n }: { companyId: number; editorId: number | null; categoryId: number; serviceId: number; n: number }) {
  const [project] = await db
    .insert(projects)
    .values({ projectName: `Finished shoot ${n}`, companyId, categoryId, serviceId, assignedToId: editorId, status: 'completed', siteAddress: 'https://maps.example/9' })
    .returning();
  await db.insert(projectServices).values({ projectId: project!.id, serviceId, position: 0 });
  const [invoice] = await db
    .insert(invoices)
    .values({ projectId: project!.id, invoiceNumber: `INV-2026-95${n}`, baseAmount: '350.00', gstRate: '10-percent', gstAmount: '35.00', total: '385.00', sentAt: new Date('2026-11-03T09:00:00Z') })
    .returning();
  await db.insert(invoiceLines).values({ invoiceId: invoice!.id, serviceId, description: 'Standard photos', unitPrice: '350.00', amount: '350.00', gstRate: '10-percent', gstAmount: '35.00', total: '385.00' });
  const pinnedFirstKey = `projects/${project!.id}/fixture-pinned-v1`;
  const [pinned, untouched] = await db
    .insert(files)
    .values([
      { projectId: project!.id, fileName: 'pinned.jpg', storageKey: `projects/${project!.id}/fixture-pinned-v2`, size: 5, contentType: 'image/jpeg', fileType: 'image', version: 2 },
      { projectId: project!.id, fileName: 'untouched.jpg', storageKey: `projects/${project!.id}/fixture-untouched`, size: 5, contentType: 'image/jpeg', fileType: 'image' },
    ])
    .returning();
  await db.insert(fileVersions).values([
    { fileId: pinned!.id, version: 1, storageKey: pinnedFirstKey, size: 5, contentType: 'image/jpeg', fileType: 'image' },
    { fileId: pinned!.id, version: 2, storageKey: pinned!.storageKey, size: 5, contentType: 'image/jpeg', fileType: 'image', uploadedById: editorId },
  ]);
  const [revision] = await db
    .insert(revisionRequests)
    .values({ projectId: project!.id, round: 3, status: 'in_progress', billable: true, editorId, requestedByKind: 'company', requestedById: companyId })
    .returning();
  const [item] = await db
    .insert(revisionItems)
    .values({ requestId: revision!.id, fileId: pinned!.id, x: 0.5, y: 0.25, note: 'Remove the bin from the driveway', status: 'fixed', fixedVersion: 2, fixedAt: new Date('2026-11-21T09:00:00Z') })
    .returning();
  await db.insert(revisionReplies).values({ itemId: item!.id, authorKind: 'company', authorId: companyId, authorName: 'Agent', side: 'client', text: 'Thanks' });
  return { project: project!, invoice: invoice!, pinned: pinned!, untouched: untouched!, pinnedFirstKey, revision: revision!, item: item! };
}

/** The fixture files' bytes in the local store under `dataDir`, so serving and zipping them works. */
export async function storeFixtureFiles(dataDir: string, f: AccessFixture) {
  const store = createLocalFileStore(path.join(dataDir, 'files'));
  for (const { file } of [f.own, f.foreign]) await store.put(file.storageKey, Readable.from([Buffer.from('front')]));
  for (const { done } of [f.own, f.foreign]) {
    for (const key of [done.pinned.storageKey, done.pinnedFirstKey, done.untouched.storageKey]) await store.put(key, Readable.from([Buffer.from('photo')]));
  }
}

const watchedTables = ['companies', 'users', 'categories', 'services', 'projects', 'project_services', 'orders', 'calendar_feeds', 'invoices', 'invoice_lines', 'invoice_expenses', 'activity_log', 'folders', 'files', 'pending_uploads', 'jobs', 'job_schedules', 'webhook_endpoints', 'webhook_deliveries', 'api_keys', 'favourites', 'business_settings', 'plans', 'subscriptions', 'password_tokens', 'file_versions', 'revision_requests', 'revision_items', 'revision_replies'];

/**
 * The business tables' row counts and newest row versions: a refused request leaves them as they
 * were, so it wrote no business row (not even one set to the values it had).
 */
export const businessRowVersions = (db: Db) => rowVersions(db, watchedTables);
