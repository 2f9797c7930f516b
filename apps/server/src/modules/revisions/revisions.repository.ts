import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.ts';
import { revisionScope } from '../../access/revision-access.ts';
import type { Db } from '../../db/client.ts';
import { companies, files, invoiceLines, invoices, projects, revisionItems, revisionReplies, revisionRequests, roles, users } from '../../db/schema/index.ts';

export type RevisionRequestRow = typeof revisionRequests.$inferSelect;
export type RevisionItemRow = typeof revisionItems.$inferSelect;
export type RevisionReplyRow = typeof revisionReplies.$inferSelect;
export type FileOfItem = typeof files.$inferSelect;

/** A request with its project's name and company and its editor's name, as lists and access read it. */
const requestColumns = {
  request: revisionRequests,
  projectName: projects.projectName,
  companyId: projects.companyId,
  editorName: users.username,
};

const selectRequests = (tx: Db) =>
  tx.select(requestColumns).from(revisionRequests).innerJoin(projects, eq(projects.id, revisionRequests.projectId)).leftJoin(users, eq(users.id, revisionRequests.editorId)).$dynamic();

export type RevisionListRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

/** Revision requests, their pins and replies: every read is scoped with revisionScope(actor). */
export function createRevisionsRepository(db: Db) {
  return {
    /** One request in the actor's scope, optionally locked for the transaction. */
    async find(actor: Actor, id: number, tx: Db = db, { lock = false } = {}) {
      const query = selectRequests(tx).where(and(eq(revisionRequests.id, id), revisionScope(actor)));
      const [row] = lock ? await query.for('update', { of: revisionRequests }) : await query;
      return row;
    },

    list(actor: Actor, filter: { projectId?: number; status?: RevisionRequestRow['status'] }) {
      return selectRequests(db)
        .where(and(revisionScope(actor), filter.projectId ? eq(revisionRequests.projectId, filter.projectId) : undefined, filter.status ? eq(revisionRequests.status, filter.status) : undefined))
        .orderBy(desc(revisionRequests.createdAt), desc(revisionRequests.id));
    },

    /** The pins of these requests, in order, with their files (the file rows as stored: current version and derivatives). */
    async items(requestIds: number[], tx: Db = db) {
      if (!requestIds.length) return [];
      return tx
        .select({ item: revisionItems, file: files })
        .from(revisionItems)
        .innerJoin(files, eq(files.id, revisionItems.fileId))
        .where(inArray(revisionItems.requestId, requestIds))
        .orderBy(asc(revisionItems.requestId), asc(revisionItems.position), asc(revisionItems.id));
    },

    async replies(itemIds: number[], tx: Db = db) {
      if (!itemIds.length) return [];
      return tx.select().from(revisionReplies).where(inArray(revisionReplies.itemId, itemIds)).orderBy(asc(revisionReplies.id));
    },

    /** Who asked, in words: the client person's name or the company's. */
    async requesterOf(request: Pick<RevisionRequestRow, 'requestedByKind' | 'requestedById'>, tx: Db = db) {
      if (request.requestedByKind === 'company') {
        const [row] = await tx.select({ name: companies.companyName, email: companies.email }).from(companies).where(eq(companies.id, request.requestedById));
        return row;
      }
      const [row] = await tx.select({ name: users.username, email: users.email }).from(users).where(eq(users.id, request.requestedById));
      return row;
    },

    /** Locks the project row: a project's rounds are numbered one at a time. */
    async lockProject(projectId: number, tx: Db) {
      const [row] = await tx.select({ id: projects.id, status: projects.status, editorId: projects.assignedToId }).from(projects).where(eq(projects.id, projectId)).for('update');
      return row;
    },

    async lastRound(projectId: number, tx: Db) {
      const [row] = await tx.select({ round: sql<number>`coalesce(max(${revisionRequests.round}), 0)::int` }).from(revisionRequests).where(eq(revisionRequests.projectId, projectId));
      return row?.round ?? 0;
    },

    async insert(values: typeof revisionRequests.$inferInsert, items: Array<Omit<typeof revisionItems.$inferInsert, 'requestId'>>, tx: Db) {
      const [request] = await tx.insert(revisionRequests).values(values).returning({ id: revisionRequests.id });
      await tx.insert(revisionItems).values(items.map((item, position) => ({ ...item, requestId: request!.id, position })));
      return request!.id;
    },

    async update(id: number, values: Partial<typeof revisionRequests.$inferInsert>, tx: Db) {
      await tx.update(revisionRequests).set({ ...values, updatedAt: sql`now()` }).where(eq(revisionRequests.id, id));
    },

    async findItem(requestId: number, itemId: number, tx: Db = db) {
      const [row] = await tx.select({ item: revisionItems, fileVersion: files.version }).from(revisionItems).innerJoin(files, eq(files.id, revisionItems.fileId)).where(and(eq(revisionItems.requestId, requestId), eq(revisionItems.id, itemId)));
      return row;
    },

    async updateItem(itemId: number, values: Partial<typeof revisionItems.$inferInsert>, tx: Db) {
      await tx.update(revisionItems).set({ ...values, updatedAt: sql`now()` }).where(eq(revisionItems.id, itemId));
    },

    /** How many pins of the request are not fixed. */
    async unfixedCount(requestId: number, tx: Db) {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(revisionItems).where(and(eq(revisionItems.requestId, requestId), sql`${revisionItems.status} <> 'fixed'`));
      return row?.n ?? 0;
    },

    async insertReply(values: typeof revisionReplies.$inferInsert, tx: Db) {
      const [row] = await tx.insert(revisionReplies).values(values).returning();
      return row!;
    },

    /** Whether the id is an active account with the editor role. */
    async isActiveEditor(id: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.id, id), eq(users.isActive, true), eq(users.type, 'user'), sql`lower(${roles.name}) = 'editor'`));
      return Boolean(row);
    },

    /** The project's invoice, locked, with its lines as priced. */
    async lockInvoiceOf(projectId: number, tx: Db) {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.projectId, projectId)).for('update');
      if (!invoice) return undefined;
      const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
      return { invoice, lines };
    },

    async insertInvoiceLine(values: typeof invoiceLines.$inferInsert, tx: Db) {
      const [row] = await tx.insert(invoiceLines).values(values).returning({ id: invoiceLines.id });
      return row!.id;
    },

    async setInvoiceTotals(invoiceId: number, totals: Pick<typeof invoices.$inferInsert, 'baseAmount' | 'gstAmount' | 'total' | 'gstRate'>, tx: Db) {
      await tx.update(invoices).set({ ...totals, updatedAt: sql`now()` }).where(eq(invoices.id, invoiceId));
    },
  };
}

export type RevisionsRepository = ReturnType<typeof createRevisionsRepository>;
