import {
  type CreateRevisionInput,
  type Invoice,
  mixedGstRate,
  priceServices,
  type RevisionInvoiceLineInput,
  type RevisionListQuery,
  type RevisionRequest,
  sumAmounts,
  type UpdateRevisionInput,
  type UpdateRevisionItemInput,
} from '@portal/contract';
import { type Actor, actorRole, systemReader } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { toFileEntry } from '../files/file-entries.ts';
import type { FileLinks } from '../files/file-links.ts';
import type { FilesRepository } from '../files/files.repository.ts';
import type { ProjectFilesGate } from '../files/project-files.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { BusinessProfileRepository } from '../settings/business-profile.repository.ts';
import type { PublishEvent } from '../webhooks/index.ts';
import type { RevisionNotifications } from './revision-notifications.ts';
import { type ItemLinks, toRevisionReply, toRevisionRequest } from './revision-shape.ts';
import type { RevisionListRow, RevisionsRepository } from './revisions.repository.ts';

interface Deps {
  revisions: RevisionsRepository;
  projects: Pick<ProjectsService, 'getForAccess'>;
  files: Pick<FilesRepository, 'listByIds'>;
  gate: Pick<ProjectFilesGate, 'open'>;
  links: FileLinks;
  settings: Pick<BusinessProfileRepository, 'get'>;
  invoices: Pick<InvoicesService, 'get'>;
  activity: ActivityRepository;
  transact: Transact;
  clock?: () => Date;
  /** Queues the e-mails (staff and the editor on a request, the client when done), in the write's transaction. */
  notify?: RevisionNotifications;
  events?: PublishEvent;
}

export const notCompletedMessage = 'Revisions can be requested once the project is completed.';
const revisionNotFound = () => new AppError('NOT_FOUND', 'Revision request not found.');
const itemNotFound = () => new AppError('NOT_FOUND', 'Pin not found.');
const noLinks: ItemLinks = () => ({ thumbnail_url: null, preview_url: null });

/** open -> in_progress -> done; staff may also take a request straight to done once every pin is fixed. */
const nextStatuses: Record<RevisionRequest['status'], ReadonlyArray<RevisionRequest['status']>> = {
  open: ['in_progress', 'done'],
  in_progress: ['done'],
  done: [],
};

/**
 * Revision requests (issue 19, docs/product.md "Revision requests"): a client pins notes on a
 * completed project's photos, staff assign the editor, the editor uploads new versions and marks
 * pins fixed, the client is told when the request is done and may reopen a pin.
 */
export function createRevisionsService({ revisions, projects, files, gate, links, settings, invoices, activity, transact, clock = () => new Date(), notify, events }: Deps) {
  /** Links for the viewer's pinned files, as the file manager would give them; none when the viewer no longer reaches the project's files. */
  async function linksFor(actor: Actor, projectId: number): Promise<ItemLinks> {
    const context = await gate.open(actor, projectId).catch(() => undefined);
    if (!context) return noLinks;
    return (file) => {
      if (context.access.onlyFiles && !context.access.onlyFiles.has(file.id)) return { thumbnail_url: null, preview_url: null };
      const entry = toFileEntry(file, links, { actor, access: context.access });
      return { thumbnail_url: entry.thumbnail_url, preview_url: entry.preview_url };
    };
  }

  async function shape(actor: Actor, rows: RevisionListRow[], tx?: Db): Promise<RevisionRequest[]> {
    const items = await revisions.items(rows.map((row) => row.request.id), tx);
    const replies = await revisions.replies(items.map(({ item }) => item.id), tx);
    const linksByProject = new Map<number, ItemLinks>();
    const answers = [];
    for (const row of rows) {
      const projectId = row.request.projectId;
      if (!linksByProject.has(projectId)) linksByProject.set(projectId, await linksFor(actor, projectId));
      const requester = await revisions.requesterOf(row.request, tx);
      answers.push(toRevisionRequest(row, { items, replies, requestedBy: requester?.name ?? '', links: linksByProject.get(projectId)! }));
    }
    return answers;
  }

  async function find(actor: Actor, id: number, tx?: Db, options?: { lock?: boolean }) {
    requireAccess(actor, 'revisions.read');
    const row = await revisions.find(actor, id, tx, options);
    if (!row) throw revisionNotFound();
    return row;
  }

  const getOne = async (actor: Actor, id: number, tx?: Db) => (await shape(actor, [await find(actor, id, tx)], tx))[0]!;

  /** The request as webhooks carry it: the owner's view, without signed links (they are a session's). */
  const eventData = async (id: number, tx: Db) => {
    const row = (await revisions.find(systemReader, id, tx))!;
    const items = await revisions.items([id], tx);
    const requester = await revisions.requesterOf(row.request, tx);
    return { revision: toRevisionRequest(row, { items, replies: [], requestedBy: requester?.name ?? '', links: noLinks }) };
  };

  async function complete(actor: Actor, row: RevisionListRow, tx: Db) {
    const unfixed = await revisions.unfixedCount(row.request.id, tx);
    if (unfixed) throw new AppError('CONFLICT', `${unfixed} pin(s) of this request are not fixed yet: mark every pin fixed before the request is done.`);
    await revisions.update(row.request.id, { status: 'done', completedAt: clock() }, tx);
    await activity.record(actor, { action: 'revision.completed', entityType: 'project', entityId: row.request.projectId, detail: { revision_id: row.request.id, round: row.request.round } }, tx);
    await notify?.completed(row.request.id, tx);
    await events?.('revision.completed', await eventData(row.request.id, tx), tx);
  }

  return {
    get: getOne,
    /** The access target of /revisions/{id}/...: the request in the actor's scope, or 404. */
    getForAccess: (actor: Actor, id: number) => find(actor, id),

    async create(actor: Actor, projectId: number, input: CreateRevisionInput) {
      requireAccess(actor, 'revisions.request');
      const project = await projects.getForAccess(actor, projectId);
      if (project.status !== 'completed') throw new AppError('CONFLICT', notCompletedMessage);
      // Files the client sees on this project (internal folders are not theirs); anything else is named.
      const seen = new Set((await files.listByIds(actor, projectId, [...new Set(input.items.map((item) => item.file_id))], null)).map((file) => file.id));
      const unknown = input.items.flatMap((item, index) => (seen.has(item.file_id) ? [] : [{ field: `items.${index}.file_id`, message: `items.${index}.file_id: file ${item.file_id} is not a photo of this project` }]));
      if (unknown.length) invalidFields(unknown);
      const { free_revision_rounds: freeRounds } = await settings.get();
      const id = await transact(async (tx) => {
        const locked = await revisions.lockProject(projectId, tx);
        if (!locked) throw new AppError('NOT_FOUND', 'Project not found.');
        if (locked.status !== 'completed') throw new AppError('CONFLICT', notCompletedMessage);
        const round = (await revisions.lastRound(projectId, tx)) + 1;
        const id = await revisions.insert(
          { projectId, round, billable: round > freeRounds, editorId: locked.editorId, requestedByKind: actor.kind, requestedById: actor.id },
          input.items.map((item) => ({ fileId: item.file_id, x: item.x, y: item.y, note: item.note })),
          tx,
        );
        await activity.record(actor, { action: 'revision.requested', entityType: 'project', entityId: projectId, detail: { revision_id: id, round, pins: input.items.length } }, tx);
        await notify?.requested(id, tx);
        await events?.('revision.requested', await eventData(id, tx), tx);
        return id;
      });
      return getOne(actor, id);
    },

    async listForProject(actor: Actor, projectId: number) {
      requireAccess(actor, 'revisions.read');
      return shape(actor, await revisions.list(actor, { projectId }));
    },

    async list(actor: Actor, query: RevisionListQuery) {
      requireAccess(actor, 'revisions.work');
      return shape(actor, await revisions.list(actor, { projectId: query.project_id, status: query.status }));
    },

    async update(actor: Actor, id: number, input: UpdateRevisionInput) {
      requireAccess(actor, 'revisions.work');
      if (input.editor_id !== undefined) requireAccess(actor, 'revisions.manage', 'Only staff assign the editor of a revision request.');
      await transact(async (tx) => {
        const row = await find(actor, id, tx, { lock: true });
        if (input.editor_id !== undefined && input.editor_id !== row.request.editorId) {
          if (input.editor_id !== null && !(await revisions.isActiveEditor(input.editor_id, tx))) invalidFields([{ field: 'editor_id', message: 'editor_id: no active editor has this id' }]);
          await revisions.update(id, { editorId: input.editor_id }, tx);
          await activity.record(actor, { action: 'revision.assigned', entityType: 'project', entityId: row.request.projectId, detail: { revision_id: id, editor_id: input.editor_id } }, tx);
        }
        const status = input.status;
        if (status === undefined || status === row.request.status) return;
        if (!nextStatuses[row.request.status].includes(status)) {
          throw new AppError('CONFLICT', `This request is ${row.request.status.replace('_', ' ')}: it moves open -> in_progress -> done${row.request.status === 'done' ? ', and back only when the client reopens a pin' : ''}.`);
        }
        if (status === 'done') return complete(actor, row, tx);
        await revisions.update(id, { status }, tx);
        await activity.record(actor, { action: 'revision.started', entityType: 'project', entityId: row.request.projectId, detail: { revision_id: id, round: row.request.round } }, tx);
      });
      return getOne(actor, id);
    },

    /** Staff and the editor mark a pin fixed (the request is then in progress); the client reopens a fixed pin (a done request is in progress again). */
    async updateItem(actor: Actor, id: number, itemId: number, input: UpdateRevisionItemInput) {
      requireAccess(actor, 'revisions.read');
      if (input.status === 'fixed') requireAccess(actor, 'revisions.work', 'Only the studio marks a pin fixed.');
      if (input.status === 'reopened') requireAccess(actor, 'revisions.request', 'Only the client reopens a pin.');
      await transact(async (tx) => {
        const row = await find(actor, id, tx, { lock: true });
        const found = await revisions.findItem(id, itemId, tx);
        if (!found) throw itemNotFound();
        const { item } = found;
        if (input.status === 'fixed') {
          if (item.status === 'fixed') return;
          await revisions.updateItem(itemId, { status: 'fixed', fixedVersion: found.fileVersion, fixedAt: clock(), fixedById: actor.kind === 'user' ? actor.id : null }, tx);
          if (row.request.status === 'open') await revisions.update(id, { status: 'in_progress' }, tx);
          await activity.record(actor, { action: 'revision.pin_fixed', entityType: 'project', entityId: row.request.projectId, detail: { revision_id: id, item_id: itemId, version: found.fileVersion } }, tx);
          return;
        }
        if (item.status !== 'fixed') throw new AppError('CONFLICT', 'Only a fixed pin can be reopened.');
        await revisions.updateItem(itemId, { status: 'reopened' }, tx);
        if (row.request.status === 'done') await revisions.update(id, { status: 'in_progress', completedAt: null }, tx);
        await activity.record(actor, { action: 'revision.pin_reopened', entityType: 'project', entityId: row.request.projectId, detail: { revision_id: id, item_id: itemId } }, tx);
      });
      return getOne(actor, id);
    },

    async reply(actor: Actor, id: number, itemId: number, text: string) {
      requireAccess(actor, 'revisions.read');
      return transact(async (tx) => {
        await find(actor, id, tx);
        if (!(await revisions.findItem(id, itemId, tx))) throw itemNotFound();
        const side = actorRole(actor) === 'client' ? 'client' : 'studio';
        return toRevisionReply(await revisions.insertReply({ itemId, authorKind: actor.kind, authorId: actor.id, authorName: actor.username, side, text }, tx));
      });
    },

    /** Bills a billable round once: a line on the project's invoice, its totals priced again with the invoice's own rules. */
    async addInvoiceLine(actor: Actor, id: number, input: RevisionInvoiceLineInput) {
      requireAccess(actor, 'revisions.manage');
      const invoiceId = await transact(async (tx) => {
        const row = await find(actor, id, tx, { lock: true });
        const { request } = row;
        if (!request.billable) throw new AppError('CONFLICT', `Round ${request.round} is within the free revision rounds: it is not billed.`);
        if (request.invoicedAmount !== null) throw new AppError('CONFLICT', `Round ${request.round} is already on the invoice.`);
        const amount = sumAmounts([input.amount ?? (await settings.get(tx)).revision_price]);
        if (amount === '0.00') invalidFields([{ field: 'amount', message: 'amount: give the amount to bill, or set revision_price in the settings' }]);
        const billed = await revisions.lockInvoiceOf(request.projectId, tx);
        if (!billed) throw new AppError('CONFLICT', 'This project has no invoice to add the round to.');
        if (billed.invoice.status === 'paid') throw new AppError('CONFLICT', 'The invoice is paid: a paid invoice takes no new line.');
        const gstRate = billed.invoice.gstRate === mixedGstRate ? (billed.lines[0]?.gstRate ?? 'no-gst') : billed.invoice.gstRate;
        const description = input.description ?? `Revision round ${request.round}`;
        // The line is priced as every invoice line is; the invoice's sums grow by it (whatever staff set them to before).
        const line = priceServices([{ name: description, price: amount, gstRate }]).lines[0]!;
        const lineId = await revisions.insertInvoiceLine(
          { invoiceId: billed.invoice.id, position: billed.lines.length, serviceId: null, description, quantity: 1, unitPrice: line.unit_price, amount: line.amount, gstRate: line.gst_rate, gstAmount: line.gst_amount, total: line.total },
          tx,
        );
        const baseAmount = sumAmounts([billed.invoice.baseAmount, line.amount]);
        const gstAmount = sumAmounts([billed.invoice.gstAmount, line.gst_amount]);
        const rate = billed.invoice.gstRate === line.gst_rate ? line.gst_rate : mixedGstRate;
        await revisions.setInvoiceTotals(billed.invoice.id, { baseAmount, gstAmount, total: sumAmounts([baseAmount, gstAmount]), gstRate: rate }, tx);
        await revisions.update(id, { invoiceLineId: lineId, invoicedAmount: amount }, tx);
        await activity.record(actor, { action: 'invoice.line_added', entityType: 'project', entityId: request.projectId, detail: { invoice_id: billed.invoice.id, invoice_number: billed.invoice.invoiceNumber, description, amount, revision_id: id, round: request.round } }, tx);
        return billed.invoice.id;
      });
      return { revision: await getOne(actor, id), invoice: (await invoices.get(actor, invoiceId)) as Invoice };
    },
  };
}

export type RevisionsService = ReturnType<typeof createRevisionsService>;
