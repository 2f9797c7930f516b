import { randomBytes } from 'node:crypto';
import { createCategoryInput, createCompanyInput, createProjectInput, createServiceInput, createTransactionInput, createUserInput } from '@portal/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.ts';
import type { Db } from '../../db/client.ts';
import { activityLog, invoices, payments, projects, transactions, users } from '../../db/schema/index.ts';
import type { Services } from '../../services.ts';
import { paymentTermDays } from '../../modules/invoices/invoices.service.ts';
import { loadDemoBookings } from './demo-bookings.ts';
import { demoAgencies, demoCategories, demoExpenses, demoLedger, demoServices, demoShoots, demoStudio } from './demo-content.ts';

export const demoLogins = {
  staff: 'sam.taylor@demo.portal.local',
  editor: 'maya.chen@demo.portal.local',
  photographer: 'priya.nair@demo.portal.local',
  company: demoAgencies[0][1],
  clientPerson: 'olivia.bennett@demo.portal.local',
} as const;

const hour = 3_600_000;
const day = 24 * hour;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The owner, as the actor every demo record is created by. */
export async function ownerActor(db: Db): Promise<Actor> {
  const [owner] = await db
    .select({ id: users.id, username: users.username, email: users.email, roleId: users.roleId })
    .from(users)
    .where(and(eq(users.type, 'admin'), eq(users.isActive, true)))
    .limit(1);
  if (!owner) throw new Error('The demo data needs an admin account to create it.');
  return { kind: 'user', type: 'admin', roleName: 'admin', companyId: null, tokenId: 0, ...owner };
}

/**
 * Loads a believable studio through the same services (and validation) as the API: 6 services,
 * 5 categories, 12 agencies, staff, two editors, two photographers, a client person, 50 shoots with
 * invoices (those waiting on a date booked over the coming working days) and three client orders
 * waiting to be scheduled.
 * Returns the one password all demo logins share.
 */
export async function loadDemoData(db: Db, services: Services, now = new Date()) {
  const actor = await ownerActor(db);
  const password = randomBytes(9).toString('base64url');

  const categoryIds = [];
  for (const category of demoCategories) categoryIds.push((await services.categories.create(actor, createCategoryInput.parse(category))).id);
  const serviceIds = [];
  for (const service of demoServices) serviceIds.push((await services.services.create(actor, createServiceInput.parse(service))).id);
  const companyIds = [];
  for (const [companyName, email, phone, address, website] of demoAgencies) {
    const input = createCompanyInput.parse({ companyName, email, phone, address, website, password, confirm_password: password });
    companyIds.push((await services.companies.create(actor, input)).id);
  }
  const person = (username: string, email: string, role: string, company_id?: number) =>
    services.users.create(actor, createUserInput.parse({ username, email, password, role, company_id }));
  await person('Sam Taylor', demoLogins.staff, 'user');
  const editors = [await person('Maya Chen', demoLogins.editor, 'editor'), await person('Leo Park', 'leo.park@demo.portal.local', 'editor')];
  const photographers = [await person('Priya Nair', demoLogins.photographer, 'photographer'), await person('Tom Walsh', 'tom.walsh@demo.portal.local', 'photographer')];
  const olivia = await person('Olivia Bennett', demoLogins.clientPerson, 'customer', companyIds[0]);
  const client: Actor = { kind: 'user', type: 'client', roleName: 'customer', tokenId: 0, id: olivia.id, username: olivia.username, email: olivia.email, roleId: olivia.role_id, companyId: companyIds[0]! };

  await services.businessProfile.update(actor, demoStudio);

  const shoots = demoShoots(50);
  const booked = shoots.map((shoot, i) => ({ i, shoot, bookedAt: new Date(now.getTime() - shoot.daysAgo * day - (8 + (i % 9)) * hour) }));
  // Oldest first, so ids and invoice numbers rise with the booking dates.
  for (const { i, shoot, bookedAt } of booked.sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime())) {
    const shootDay = new Date(bookedAt.getTime() + 3 * day);
    const input = createProjectInput.parse({
      projectName: shoot.projectName,
      description: shoot.description,
      siteAddress: shoot.siteAddress,
      company_id: companyIds[shoot.agencyIndex],
      category_id: categoryIds[shoot.categoryIndex],
      service_id: serviceIds[shoot.serviceIndex],
      budget: shoot.budget,
      start_date: isoDate(shootDay),
      end_date: isoDate(new Date(shootDay.getTime() + day)),
    });
    const { project, invoice } = await services.projects.create(actor, input);
    if (shoot.status !== 'pending' && shoot.status !== 'cancelled') {
      await services.projects.update(actor, project.id, { assignedTo_id: editors[i % 3 === 2 ? 1 : 0]!.id });
    }
    if (shoot.status === 'review' || shoot.status === 'completed') await services.projects.update(actor, project.id, { projectStatus: 'in progress' });
    if (shoot.status !== 'pending') await services.projects.update(actor, project.id, { projectStatus: shoot.status });
    if (i % 4 === 1) await services.invoices.update(actor, invoice.id, { expense: demoExpenses[i % demoExpenses.length]! });
    if (shoot.paid) await services.invoices.update(actor, invoice.id, { status: 'paid' });
    // A delivered shoot's invoice has gone to the client, paid or not: clients see sent invoices only.
    else if (shoot.status === 'completed') await services.invoices.send(actor, invoice.id);
    await backdate(db, project.id, bookedAt, now);
  }
  const bookings = await loadDemoBookings(db, services, actor, client, photographers.map((p) => p.id), serviceIds, demoStudio.time_zone, now);
  for (const [monthsAgo, dayOfMonth, type, amount, description, category] of demoLedger) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, dayOfMonth));
    if (date > now) continue; // this month's entry, not due yet
    await services.transactions.create(actor, createTransactionInput.parse({ type, amount, description, category, date: isoDate(date) }));
  }
  // Each entry was made on its day, as its log says.
  await db
    .update(activityLog)
    .set({ createdAt: sql`(select ${transactions.date} from ${transactions} where ${transactions.id} = ${activityLog.entityId})::timestamptz + interval '9 hours'` })
    .where(eq(activityLog.entityType, 'transaction'));
  return { password, counts: { services: serviceIds.length, categories: categoryIds.length, agencies: companyIds.length, shoots: shoots.length + bookings.orders, booked: bookings.scheduled, orders: bookings.orders } };
}

/**
 * Spreads a demo shoot's records back to when it was booked (8+ hours ago), its timeline a day a
 * step after (never later than now); the invoice was issued then, sent five days after and, if paid, paid ten days after (never later than now).
 */
async function backdate(db: Db, projectId: number, bookedAt: Date, now: Date) {
  const after = (days: number) => new Date(Math.min(now.getTime(), bookedAt.getTime() + days * day));
  await db.update(projects).set({ createdAt: bookedAt, updatedAt: bookedAt }).where(eq(projects.id, projectId));
  // Issued when booked, due the studio's payment terms later: older unpaid invoices are overdue.
  await db.update(invoices).set({ createdAt: bookedAt, dueDate: isoDate(new Date(bookedAt.getTime() + paymentTermDays * day)) }).where(eq(invoices.projectId, projectId));
  await db.update(invoices).set({ sentAt: after(5), paidAt: after(10) }).where(and(eq(invoices.projectId, projectId), eq(invoices.status, 'paid')));
  await db.update(payments).set({ paidAt: after(10) }).where(sql`${payments.invoiceId} = (select ${invoices.id} from ${invoices} where ${invoices.projectId} = ${projectId})`);
  await db.update(invoices).set({ sentAt: after(5) }).where(and(eq(invoices.projectId, projectId), eq(invoices.status, 'not_paid'), isNotNull(invoices.sentAt)));
  await db
    .update(activityLog)
    .set({ createdAt: sql`least(${now.toISOString()}::timestamptz, ${bookedAt.toISOString()}::timestamptz + (${activityLog.id} - (select min(a.id) from activity_log a where a.entity_type = 'project' and a.entity_id = ${projectId})) * interval '1 day')` })
    .where(and(eq(activityLog.entityType, 'project'), eq(activityLog.entityId, projectId)));
}
