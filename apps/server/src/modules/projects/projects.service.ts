import { defaultCancelCutoffHours, type ActivityEntry, type BusinessProfile, type CreateProjectInput, type Project, type ProjectListQuery, type UpdateProjectInput } from '@portal/contract';
import { type Actor, actorRole } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, invalidFields, unknownReferences } from '../../errors.ts';
import { toCents } from '../../lib/money.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { Notifications } from '../notifications/notifications.service.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import { type ShapeContext, toProject, toProjectStats } from './project-shape.ts';
import type { ProjectValues, ProjectsRepository } from './projects.repository.ts';
import { toTimeline } from './timeline-shape.ts';
import { seesInternalFolders } from '../../access/internal-folders.ts';
import type { PublishEvent } from '../webhooks/index.ts';

interface Deps {
  projects: ProjectsRepository;
  /** The client's cancellation cut-off, read per answer (a setting). */
  settings?: { get(tx?: Db): Promise<Pick<BusinessProfile, 'cancel_cutoff_hours'>> };
  clock?: () => Date;
  activity: ActivityRepository;
  invoicing: Pick<InvoicesService, 'priced' | 'announceIssued' | 'whole'>;
  transact: Transact;
  /** Queues the client's e-mail, in the transaction that completes the project. */
  notify?: Pick<Notifications, 'projectCompleted'>;
  /** The owner's webhooks, told inside the write's transaction. */
  events?: PublishEvent;
}

/** What a creation tells the owner's webhooks. */
const creationEvents = ['invoice.created', 'project.created'] as const;

const completedMessage = 'You no longer have access to this project because it is marked as completed.';

function checkDates(start: string | null | undefined, end: string | null | undefined) {
  if (start && end && end < start) invalidFields([{ field: 'end_date', message: 'must be on or after start_date' }]);
}

/** Request fields -> columns, for the fields present; and which of them change the project. */
function changesOf(input: UpdateProjectInput, current: Project) {
  const values: ProjectValues = {};
  const fields: string[] = [];
  const take = <K extends keyof ProjectValues>(field: string, column: K, value: ProjectValues[K] | undefined, before: unknown, same = value === before) => {
    if (value === undefined) return;
    values[column] = value;
    if (!same) fields.push(field);
  };
  const money = (value: string | null | undefined) => (value === null || value === undefined ? value : toCents(value));
  take('projectName', 'projectName', input.projectName, current.projectName);
  take('description', 'description', input.description, current.description);
  take('siteAddress', 'siteAddress', input.siteAddress, current.siteAddress);
  take('company_id', 'companyId', input.company_id, current.company.id);
  take('category_id', 'categoryId', input.category_id, current.category?.id);
  take('service_id', 'serviceId', input.service_id, current.service?.id);
  take('budget', 'budget', input.budget, current.budget, money(input.budget) === money(current.budget));
  take('start_date', 'startDate', input.start_date, current.start_date);
  take('end_date', 'endDate', input.end_date, current.end_date);
  return { values, fields };
}

/** A project as webhooks carry it: the API's shape without the list of file paths (file_count stays). */
export const projectEventData = ({ file_paths: _paths, ...project }: Project) => project;

export function createProjectsService({ projects, settings, clock = () => new Date(), activity, invoicing, transact, notify, events }: Deps) {
  /** The time now and the cut-off: what a project's stage and change deadline are read against. */
  async function shapeContext(tx?: Db): Promise<ShapeContext> {
    const profile = settings ? await settings.get(tx) : { cancel_cutoff_hours: defaultCancelCutoffHours };
    return { now: clock(), cancelCutoffHours: profile.cancel_cutoff_hours };
  }

  /** A project in the actor's scope, read by `read`; 404 otherwise, except the editor's completed project (403). */
  async function scoped<Row>(actor: Actor, id: number, read: (actor: Actor, id: number, tx?: Db) => Promise<Row | undefined>, tx?: Db) {
    requireAccess(actor, 'projects.read');
    const row = await read(actor, id, tx);
    if (row) return row;
    if (actorRole(actor) === 'editor' && (await projects.isCompletedFor(actor.id, id))) throw new AppError('FORBIDDEN', completedMessage);
    throw new AppError('NOT_FOUND', 'Project not found.');
  }

  /** The whole response, files and neighbours aggregated: only for the calls that answer it. */
  async function get(actor: Actor, id: number, tx?: Db) {
    const row = await scoped(actor, id, projects.find, tx);
    return toProject(row, actor, { now: clock(), cancelCutoffHours: row.cancelCutoffHours });
  }

  /** What access is decided from (status, company, editor, invoice status), under the same scope and refusals as `get`. */
  const getForAccess = (actor: Actor, id: number, tx?: Db) => scoped(actor, id, projects.findForAccess, tx);

  async function checkReferences(refs: { company_id?: number; category_id?: number; service_id?: number }, tx: Db) {
    const missing = await projects.missingReferences(refs, tx);
    if (missing.length) unknownReferences(missing);
  }

  return {
    get,
    getForAccess,
    shapeContext,

    /** `stampAtStart`: the data stamp a read-only request read as it began, if any (lib/stamped-cache.ts). */
    async list(actor: Actor, query: ProjectListQuery, stampAtStart?: number) {
      requireAccess(actor, 'projects.read');
      const [{ rows, pagination, stats }, context] = await Promise.all([projects.list(actor, query, stampAtStart), shapeContext()]);
      return { data: rows.map((row) => toProject(row, actor, context)), pagination, stats: toProjectStats(stats, actor) };
    },

    /**
     * The project and its invoice, written by one statement: a failure leaves neither and uses no
     * number. Its service is read first, to price the invoice, with whether a webhook endpoint takes
     * the creation's events; only then does the write take a transaction, to queue their deliveries
     * with it. An endpoint saved while a creation is under way may miss that creation.
     */
    async create(actor: Actor, input: CreateProjectInput) {
      requireAccess(actor, 'projects.manage');
      checkDates(input.start_date, input.end_date);
      const { service, announced } = await projects.creationInputs(input.service_id, events ? creationEvents : []);
      if (!service) return unknownReferences(await projects.missingReferences(input));
      const values = {
        projectName: input.projectName,
        description: input.description ?? '',
        companyId: input.company_id,
        categoryId: input.category_id,
        serviceId: input.service_id,
        siteAddress: input.siteAddress,
        budget: input.budget ?? null,
        startDate: input.start_date ?? null,
        endDate: input.end_date ?? null,
      };
      const created = { action: 'project.created', entityType: 'project', detail: { projectName: input.projectName } } as const;
      const write = (tx?: Db) => projects.insertNew(values, created, actor, invoicing.priced(actor, [service]), tx);
      const written = announced
        ? await transact(async (tx) => {
            const result = await write(tx);
            if ('missing' in result) return result;
            await invoicing.announceIssued(result.invoice.id, tx);
            await events?.('project.created', async () => ({ project: projectEventData(await get(actor, result.id, tx)) }), tx);
            return result;
          })
        : await write();
      if ('missing' in written) return unknownReferences(written.missing);
      const [project, invoice] = await Promise.all([get(actor, written.id), invoicing.whole(written.invoice.id)]);
      return { project, invoice };
    },

    /** Fields, status and editor; each kind of change goes on the timeline. */
    async update(actor: Actor, id: number, input: UpdateProjectInput) {
      requireAccess(actor, 'projects.manage');
      return transact(async (tx) => {
        // Read under the row lock, so of two concurrent changes only the one that really changes the status logs and notifies.
        await projects.lock(id, tx);
        const current = await get(actor, id, tx);
        await checkReferences(input, tx);
        checkDates(input.start_date === undefined ? current.start_date : input.start_date, input.end_date === undefined ? current.end_date : input.end_date);
        const { values, fields } = changesOf(input, current);
        const status = input.projectStatus ?? input.status;
        if (status !== undefined) values.status = status;
        let editor: { id: number; username: string } | null | undefined;
        if (input.assignedTo_id !== undefined) {
          editor = input.assignedTo_id === null ? null : await projects.activeEditor(input.assignedTo_id, tx);
          if (editor === undefined) invalidFields([{ field: 'assignedTo_id', message: 'must be an active user with the editor role' }]);
          values.assignedToId = editor?.id ?? null;
        }
        await projects.update(id, values, tx);
        // A new service_id makes it the shoot's one service (several come with an order).
        if (values.serviceId !== undefined && fields.includes('service_id')) await projects.setServices(id, values.serviceId === null ? [] : [values.serviceId], tx);

        const record = (action: string, detail: Record<string, unknown>) => activity.record(actor, { action, entityType: 'project', entityId: id, detail }, tx);
        const statusChanged = status !== undefined && status !== current.status;
        const editorChanged = editor !== undefined && (editor?.id ?? null) !== (current.assignedTo?.id ?? null);
        if (statusChanged) await record('project.status_changed', { from: current.status, to: status });
        if (statusChanged && status === 'completed') await notify?.projectCompleted(id, tx);
        if (editorChanged && editor) await record('project.editor_assigned', { editor_id: editor.id, editor_name: editor.username });
        if (editorChanged && !editor) await record('project.editor_unassigned', { editor_id: current.assignedTo!.id, editor_name: current.assignedTo!.username });
        if (fields.length) await record('project.updated', { fields });

        const message = editorChanged
          ? editor
            ? 'Editor assigned successfully!'
            : 'Editor unassigned successfully!'
          : statusChanged
            ? 'Project status updated successfully!'
            : 'Project updated successfully!';
        const data = await get(actor, id, tx);
        if (statusChanged) await events?.('project.status_changed', { project: projectEventData(data), previous_status: current.status, status }, tx);
        if (statusChanged && status === 'completed') await events?.('project.completed', { project: projectEventData(data) }, tx);
        return { data, message };
      });
    },

    /** Deletes the project with its invoice (cascade); the deletion stays in the activity log. */
    remove(actor: Actor, id: number) {
      requireAccess(actor, 'projects.manage');
      return transact(async (tx) => {
        const project = await getForAccess(actor, id, tx);
        await projects.remove(id, tx);
        await activity.record(actor, { action: 'project.deleted', entityType: 'project', entityId: id, detail: { projectName: project.projectName } }, tx);
      });
    },

    /** The project's timeline, oldest first. */
    async timeline(actor: Actor, id: number): Promise<ActivityEntry[]> {
      const project = await getForAccess(actor, id);
      const internalPaths = seesInternalFolders(actor) ? [] : await projects.internalFolderPaths(id);
      return toTimeline(await activity.listFor('project', id), actor, { ...project, internalPaths });
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
