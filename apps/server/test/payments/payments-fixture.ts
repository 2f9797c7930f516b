import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { activityLog, invoices, jobs, payments, projects } from '../../src/db/schema/index.ts';
import { createFilesProject, jpeg, upload } from '../files/files-helpers.ts';
import { signInAs } from '../sign-in.ts';
import { signed } from './stripe-stand-in.ts';

/**
 * Two client companies, each with a completed shoot (one photo in Exterior) whose sent invoice of
 * ₹385.00 is not paid yet; the own company signs in as itself and as its client person.
 */
export async function buildPaymentsFixture(app: App, db: Db) {
  const owner = await signInAs(app, db, 'admin');
  const staff = await signInAs(app, db, 'staff');
  const company = await signInAs(app, db, 'company');
  const person = await signInAs(app, db, 'client', { companyId: company.companyId! });
  const foreignCompany = await signInAs(app, db, 'company');
  const editor = await signInAs(app, db, 'editor');
  const shoot = async (companyId: number) => {
    const project = await createFilesProject(db, { companyId, status: 'completed' });
    const [invoice] = await db.update(invoices).set({ sentAt: new Date('2026-11-20T09:00:00Z') }).where(eq(invoices.projectId, project.id)).returning();
    const res = await upload(app, staff.headers, project.id, [{ name: 'front.jpg', bytes: await jpeg(64, 48) }], { folder_path: 'Exterior' });
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
    return { project, invoice: invoice! };
  };
  return {
    owner: owner.headers,
    staff: staff.headers,
    company: { headers: company.headers, account: company.account },
    person: { headers: person.headers, account: person.account },
    foreign: { headers: foreignCompany.headers },
    editor: editor.headers,
    own: await shoot(company.companyId!),
    other: await shoot(foreignCompany.companyId!),
  };
}

export type PaymentsFixture = Awaited<ReturnType<typeof buildPaymentsFixture>>;

export const checkout = (app: App, headers: Record<string, string>, invoiceId: number | string) =>
  app.inject({ method: 'POST', url: `/api/v1/invoices/${invoiceId}/checkout/`, headers });

/** Delivers a signed event to the webhook, as Stripe would. */
export function deliver(app: App, event: object, options: Parameters<typeof signed>[1] = {}) {
  const { payload, headers } = signed(event, options);
  return app.inject({ method: 'POST', url: '/api/v1/payments/stripe/webhook/', headers, payload });
}

/** What paying leaves behind: payment rows, paid/not-paid timeline entries and "Payment received" e-mails queued. */
export async function paymentTraces(db: Db, invoiceId: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const rows = await db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(payments.id);
  const timeline = await db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'project'), eq(activityLog.entityId, invoice!.projectId), eq(activityLog.action, 'invoice.status_changed')))
    .orderBy(activityLog.id);
  const receipts = (await db.select().from(jobs).where(eq(jobs.kind, 'notify.invoice_paid'))).filter((job) => (job.payload as { invoiceId: number }).invoiceId === invoiceId);
  return { invoice: invoice!, payments: rows, timeline, receipts };
}

/** The client fetching its original photo: 200 once paid, 403 while not. */
export const fetchOriginal = (app: App, headers: Record<string, string>, projectId: number) =>
  app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/serve/front.jpg/?folder_path=Exterior`, headers });

export const setProjectStatus = (db: Db, projectId: number, status: string) => db.update(projects).set({ status }).where(eq(projects.id, projectId));
