import { projectStatuses, type ProjectListQuery, type ProjectStatus } from '@portal/contract';
import { and, desc, eq, ilike, inArray, or, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { actorRole, type Actor } from '../../access/actor.ts';
import { clientVisiblePaths, seesInternalFolders } from '../../access/internal-folders.ts';
import { projectScope, projectScopeKey } from '../../access/scopes.ts';
import type { Db } from '../../db/client.ts';
import { dataStampReader } from '../../db/data-stamp.ts';
import { preparedOn } from '../../db/prepared-on.ts';
import { categories, companies, favourites, files, folders, invoices, orders, projects, projectServices, projectTotals, roles, services, users } from '../../db/schema/index.ts';
import { containsPattern, hasTrigram, pageWindow, paginationOf } from '../../lib/list.ts';
import { moneyText } from '../../lib/money.ts';
import { qualified } from '../../lib/sql.ts';
import { createStampedCache } from '../../lib/stamped-cache.ts';
import { activityInsertFrom, type ActivityActor, type ActivityRecord } from '../activity/activity.repository.ts';
import { issuedOf, numberedInvoiceSteps, pricedServiceJson, type IssuedRow, type NewInvoice, type PricedService } from '../invoices/invoices.repository.ts';
import { activeEndpointTakes } from '../webhooks/webhooks.repository.ts';
import { businessCancelCutoffHours } from '../settings/business-profile.repository.ts';

/** The company, category and service a project refers to, where a request names them. */
type References = { company_id?: number; category_id?: number; service_id?: number };
const referenceTables = { company_id: companies, category_id: categories, service_id: services } as const;
type Reference = readonly [keyof typeof referenceTables, number];
const askedReferences = (refs: References) =>
  (Object.keys(referenceTables) as Array<keyof typeof referenceTables>).flatMap((field): Reference[] => (refs[field] === undefined ? [] : [[field, refs[field]]]));
/** A boolean column per reference, named after its field: whether its row exists. */
const referencesExist = (asked: Reference[]) =>
  sql.join(
    asked.map(([field, id]) => sql`exists (select 1 from ${referenceTables[field]} where ${referenceTables[field].id} = ${id}::int) as ${sql.identifier(field)}`),
    sql`, `,
  );
const missingOf = (asked: Reference[], found: Record<string, boolean>) => asked.filter(([field]) => !found[field]).map(([field]) => field);

/** What a new project is written with. */
export interface NewProject {
  projectName: string;
  description: string;
  siteAddress: string;
  companyId: number;
  categoryId: number;
  serviceId: number;
  budget: string | null;
  startDate: string | null;
  endDate: string | null;
}

const filePath = sql`case when ${files.folderPath} = '' then ${files.fileName} else ${files.folderPath} || '/' || ${files.fileName} end`;
const outer = (column: Column) => qualified(projects, column);

// A project's neighbours, each a JSON value from a subquery rather than a join:
// seven joined relations cost the planner ~1 ms a query, more than running the page (bench/projects-list).
/** Every service of the shoot in order: its list rows, or the one service_id of a shoot that has none. */
export interface ServiceJson {
  id: number;
  serviceName: string;
  description: string;
  price: string;
  gstRate: string;
  durationMinutes: number;
  isAddon: boolean;
}
const serviceFields = sql`'id', ${services.id}, 'serviceName', ${services.serviceName}, 'description', ${services.description}, 'price', ${services.price}::text, 'gstRate', ${services.gstRate}, 'durationMinutes', ${services.durationMinutes}, 'isAddon', ${services.isAddon}`;
const servicesJson = sql<ServiceJson[]>`coalesce((select json_agg(json_build_object(${serviceFields}) order by ${projectServices.position}, ${projectServices.id})
  from ${projectServices} join ${services} on ${services.id} = ${projectServices.serviceId} where ${projectServices.projectId} = ${outer(projects.id)}),
  (select json_build_array(json_build_object(${serviceFields})) from ${services} where ${services.id} = ${outer(projects.serviceId)}), '[]'::json)`;
const photographerJson = sql<{ id: number; username: string } | null>`(select json_build_object('id', ${users.id}, 'username', ${users.username})
  from ${users} where ${users.id} = ${outer(projects.photographerId)})`;
/** The order behind the shoot as stored, with who placed it; null for a shoot staff added. */
export interface OrderJson {
  id: number;
  propertyType: string;
  bedrooms: number | null;
  bathrooms: number | null;
  floorArea: number | null;
  preferredWindows: Array<{ start: string; end: string }>;
  accessNotes: string;
  occupancy: string;
  listingContactName: string | null;
  listingContactPhone: string;
  listingContactEmail: string;
  notes: string;
  orderedByKind: string;
  orderedById: number;
  orderedByName: string | null;
  createdAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
}
const orderJson = sql<OrderJson | null>`(select json_build_object('id', ${orders.id}, 'propertyType', ${orders.propertyType}, 'bedrooms', ${orders.bedrooms},
  'bathrooms', ${orders.bathrooms}, 'floorArea', ${orders.floorArea}, 'preferredWindows', ${orders.preferredWindows}, 'accessNotes', ${orders.accessNotes},
  'occupancy', ${orders.occupancy}, 'listingContactName', ${orders.listingContactName}, 'listingContactPhone', ${orders.listingContactPhone},
  'listingContactEmail', ${orders.listingContactEmail}, 'notes', ${orders.notes}, 'orderedByKind', ${orders.orderedByKind}, 'orderedById', ${orders.orderedById},
  'orderedByName', case when ${orders.orderedByKind} = 'company' then (select c.company_name from companies c where c.id = ${orders.orderedById})
    else (select u.username from users u where u.id = ${orders.orderedById}) end,
  'createdAt', ${orders.createdAt}, 'cancelledAt', ${orders.cancelledAt}, 'cancelReason', ${orders.cancelReason})
  from ${orders} where ${orders.projectId} = ${outer(projects.id)})`;
const categoryJson = sql<{ id: number; name: string; description: string } | null>`(select json_build_object(
  'id', ${categories.id}, 'name', ${categories.name}, 'description', ${categories.description})
  from ${categories} where ${categories.id} = ${outer(projects.categoryId)})`;
const editorJson = sql<{ id: number; username: string; email: string } | null>`(select json_build_object(
  'id', ${users.id}, 'username', ${users.username}, 'email', ${users.email})
  from ${users} where ${users.id} = ${outer(projects.assignedToId)})`;
const invoiceJson = sql<(Pick<typeof invoices.$inferSelect, 'id' | 'status'> & { sent: boolean }) | null>`(select json_build_object('id', ${invoices.id}, 'status', ${invoices.status}, 'sent', ${invoices.sentAt} is not null)
  from ${invoices} where ${invoices.projectId} = ${outer(projects.id)})`;
/** Count and paths of a project's files the actor sees (a client none under internal folders), one index lookup per project row. */
const filesJson = (actor: Actor) => {
  const visible = clientVisiblePaths(actor, files.projectId, files.folderPath);
  return sql<{ count: number; paths: string[] }>`(select json_build_object(
  'count', count(*), 'paths', coalesce(json_agg(${filePath} order by ${files.folderPath}, ${files.fileName}), '[]'::json))
  from ${files} where ${files.projectId} = ${outer(projects.id)}${visible ? sql` and ${visible}` : sql``})`;
};
/** Files the actor sees with at least one client's favourite mark, from the favourites index on project_id. */
const favouriteCount = (actor: Actor) => {
  const visible = clientVisiblePaths(actor, files.projectId, files.folderPath);
  const visibleFile = visible && sql` and exists (select 1 from ${files} where ${files.id} = ${favourites.fileId} and ${visible})`;
  return sql<number>`(select count(distinct ${favourites.fileId})::int from ${favourites} where ${favourites.projectId} = ${outer(projects.id)}${visibleFile ?? sql``})`;
};

const columnsFor = (actor: Actor) => ({
  id: projects.id,
  projectName: projects.projectName,
  description: projects.description,
  status: projects.status,
  siteAddress: projects.siteAddress,
  budget: projects.budget,
  startDate: projects.startDate,
  endDate: projects.endDate,
  scheduledStart: projects.scheduledStart,
  durationMinutes: projects.durationMinutes,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  companyId: companies.id,
  companyName: companies.companyName,
  companyEmail: companies.email,
  companyPhone: companies.phone,
  companyAddress: companies.address,
  services: servicesJson,
  order: orderJson,
  photographer: photographerJson,
  category: categoryJson,
  editor: editorJson,
  invoice: invoiceJson,
  files: filesJson(actor),
  favouriteCount: favouriteCount(actor),
});

const selectProjects = (tx: Db, actor: Actor) => tx.select(columnsFor(actor)).from(projects).innerJoin(companies, eq(companies.id, projects.companyId)).$dynamic();
/** One project with the business's change cut-off its deadline is read against: one statement, not two. */
const selectProjectWithCutoff = (tx: Db, actor: Actor) =>
  tx.select({ ...columnsFor(actor), cancelCutoffHours: businessCancelCutoffHours }).from(projects).innerJoin(companies, eq(companies.id, projects.companyId)).$dynamic();

/** A project row with its neighbours, as read; project-shape.ts turns it into what a reader sees. */
export type ProjectRow = Awaited<ReturnType<typeof selectProjects>>[number];

/** What access to a project is decided from: its own columns and its invoice's, never its files. */
const accessColumns = {
  id: projects.id,
  projectName: projects.projectName,
  status: projects.status,
  companyId: projects.companyId,
  editorId: projects.assignedToId,
  invoice: sql<(Pick<typeof invoices.$inferSelect, 'status'> & { sent: boolean }) | null>`case when ${invoices.id} is null then null else json_build_object('status', ${invoices.status}, 'sent', ${invoices.sentAt} is not null) end`,
};

const selectAccess = (tx: Db) => tx.select(accessColumns).from(projects).leftJoin(invoices, eq(invoices.projectId, projects.id)).$dynamic();

/** A project's status, company, editor and invoice status: enough to decide who may reach it and its files. */
export type ProjectAccessRow = Awaited<ReturnType<typeof selectAccess>>[number];

/**
 * A project whose name, description or company name contains the term. With a trigram in the term,
 * `company_id = any(array(...))` lets all three arms combine into one bitmap of index lookups; without
 * one no index helps, and IN (one hashed set) is the cheaper test row by row. The planner costs the
 * bitmap from GIN statistics that only VACUUM writes (autovacuum on PostgreSQL).
 */
function searchCondition(db: Db, pattern: Placeholder, withTrigram: boolean) {
  const matchingCompanies = db.select({ id: companies.id }).from(companies).where(ilike(companies.companyName, pattern));
  const companyMatches = withTrigram ? sql`${projects.companyId} = any(array(${matchingCompanies}))` : inArray(projects.companyId, matchingCompanies);
  return or(ilike(projects.projectName, pattern), ilike(projects.description, pattern), companyMatches)!;
}

const placeholder = sql.placeholder;
/** What a reader changes in a project query's SQL (its scope and the columns it sees): one prepared statement per kind of reader. */
const readerKind = (actor: Actor) => `${actorRole(actor)}_${seesInternalFolders(actor) ? 'internal' : 'visible'}_${actor.companyId === null ? 'alone' : 'company'}`;
/** What a list query's SQL depends on besides values: one prepared pair of statements serves every call of a kind. */
const listKind = (actor: Actor, query: ProjectListQuery) =>
  [
    readerKind(actor),
    query.status ? 's' : '',
    query.company_id ? 'c' : '',
    query.assigned_to ? 'a' : '',
    query.search ? (hasTrigram(query.search) ? 't' : 'q') : '',
    query.page === undefined ? 'all' : 'page',
  ].join('_');
/** A stat-card column per project status, each counted by `count`. */
const perStatus = (count: (status: ProjectStatus) => SQL<number>) => Object.fromEntries(projectStatuses.map((status) => [status, count(status)])) as Record<ProjectStatus, SQL<number>>;
/** Kinds kept prepared at most; a rarer kind beyond them is made into SQL per call, as any query. */
const maxListKinds = 64;

export type ProjectValues = Partial<Omit<typeof projects.$inferInsert, 'id' | 'createdAt'>>;

/** Projects as the actor may see them: every query is scoped with projectScope(actor). */
export function createProjectsRepository(db: Db) {
  async function addServices(projectId: number, serviceIds: number[], tx: Db) {
    if (serviceIds.length) await tx.insert(projectServices).values(serviceIds.map((serviceId, position) => ({ projectId, serviceId, position })));
  }

  // A project is read by a statement prepared once per kind of reader (its role, whether it sees
  // internal folders, whether it has a company): made into SQL once, not per request, and on
  // PostgreSQL planned once per connection; inside a transaction it runs on the transaction's connection.
  const scopeValues = (actor: Actor, id: number) => ({ id, actorId: actor.id, companyId: actor.companyId ?? 0 });
  const byIdInScope = (actor: Actor) => and(eq(projects.id, placeholder('id')), projectScope(actor, { actorId: placeholder('actorId'), companyId: placeholder('companyId') }));
  const preparedPerReader = <Statement>(prepare: (actor: Actor, name: string) => Statement, prefix: string) => {
    const statements = new Map<string, Statement>();
    return (actor: Actor) => {
      const kind = readerKind(actor);
      let statement = statements.get(kind);
      if (!statement) statements.set(kind, (statement = prepare(actor, `${prefix}_${kind}`)));
      return statement;
    };
  };
  const findStatement = preparedPerReader((actor, name) => selectProjectWithCutoff(db, actor).where(byIdInScope(actor)).prepare(name), 'project_find');
  const accessStatement = preparedPerReader((actor, name) => selectAccess(db).where(byIdInScope(actor)).prepare(name), 'project_access');
  const lockStatement = db.select({ id: projects.id }).from(projects).where(eq(projects.id, placeholder('id'))).for('no key update').prepare('project_lock');

  async function find(actor: Actor, id: number, tx: Db = db) {
    const [row] = await preparedOn(findStatement(actor), tx, db).execute(scopeValues(actor, id));
    return row;
  }

  /** The narrow read of the same scope: one row by primary key and one invoice lookup, whatever the project holds. */
  async function findForAccess(actor: Actor, id: number, tx: Db = db) {
    const [row] = await preparedOn(accessStatement(actor), tx, db).execute(scopeValues(actor, id));
    return row;
  }

  // Lists are read far more often than the business writes: an answer is kept per scope and
  // query while no write has committed since (lib/stamped-cache.ts). Measured in bench/projects-list.
  const listCache = createStampedCache<Awaited<ReturnType<typeof listFresh>>>(dataStampReader(db));

  /** The page's rows and the figures (cards and the filtered count) of one kind of list, with placeholders for every value. */
  function prepareList(actor: Actor, query: ProjectListQuery, name: string) {
    const scope = projectScope(actor, { actorId: placeholder('actorId'), companyId: placeholder('companyId') });
    const filters: SQL[] = [];
    if (query.status) filters.push(eq(projects.status, placeholder('status')));
    if (query.company_id) filters.push(eq(projects.companyId, placeholder('companyFilter')));
    if (query.assigned_to) filters.push(eq(projects.assignedToId, placeholder('assignedTo')));
    if (query.search) filters.push(searchCondition(db, placeholder('pattern'), hasTrigram(query.search)));
    const matching = filters.length ? and(...filters)! : undefined;
    const newestFirst = [desc(projects.createdAt), desc(projects.id)];
    // A page picks its ids first, so the lookups run for its rows only, however deep the page.
    const pageIds =
      query.page !== undefined && db.select({ id: projects.id }).from(projects).where(and(scope, matching)).orderBy(...newestFirst).limit(placeholder('limit')).offset(placeholder('offset'));
    const rows = selectProjects(db, actor).where(pageIds ? inArray(projects.id, pageIds) : and(scope, matching)).orderBy(...newestFirst);
    // The filtered count is its own subquery, so a search is answered from the trigram indexes
    // instead of testing every row of the scope.
    const matchingCount = matching && sql<number>`(${db.select({ n: sql<number>`count(*)::int` }).from(projects).where(and(scope, matching))})`;
    return { rows: rows.prepare(`${name}_rows`), figures: (scope ? scopedFigures(scope, matchingCount) : everyProjectFigures(matchingCount)).prepare(`${name}_figures`) };
  }

  /** The stat cards of a scope (a client's company, an editor's shoots: an index lookup each), counted from its projects. */
  function scopedFigures(scope: SQL, matchingCount: SQL<number> | undefined) {
    const countsByStatus = perStatus((status) => sql<number>`count(*) filter (where ${projects.status} = ${status})::int`);
    return db
      .select({
        matching: matchingCount ?? sql<number>`count(*)::int`,
        total: sql<number>`count(*)::int`,
        ...countsByStatus,
        totalBudget: moneyText(sql`sum(${projects.budget})`),
      })
      .from(projects)
      .where(scope);
  }

  /** The stat cards of every project (staff), from the totals the trigger keeps per status: a few rows, however many projects. */
  function everyProjectFigures(matchingCount: SQL<number> | undefined) {
    const allProjects = sql<number>`coalesce(sum(${projectTotals.projects}), 0)::int`;
    const countsByStatus = perStatus((status) => sql<number>`coalesce(sum(${projectTotals.projects}) filter (where ${projectTotals.status} = ${status}), 0)::int`);
    return db
      .select({ matching: matchingCount ?? allProjects, total: allProjects, ...countsByStatus, totalBudget: moneyText(sql`sum(${projectTotals.budget})`) })
      .from(projectTotals);
  }
  const listsPrepared = new Map<string, ReturnType<typeof prepareList>>();

  async function listFresh(actor: Actor, query: ProjectListQuery) {
    const kind = listKind(actor, query);
    let prepared = listsPrepared.get(kind);
    if (!prepared) {
      prepared = prepareList(actor, query, `projects_list_${kind}`);
      if (listsPrepared.size < maxListKinds) listsPrepared.set(kind, prepared);
    }
    const window = pageWindow(query);
    const values = {
      actorId: actor.id,
      companyId: actor.companyId ?? 0,
      status: query.status,
      companyFilter: query.company_id,
      assignedTo: query.assigned_to,
      pattern: query.search && containsPattern(query.search),
      limit: window?.limit,
      offset: window?.offset,
    };
    const [rows, [figures]] = await Promise.all([prepared.rows.execute(values), prepared.figures.execute(values)]);
    const byStatus = Object.fromEntries(projectStatuses.map((status) => [status, Number(figures?.[status] ?? 0)])) as Record<ProjectStatus, number>;
    return {
      rows,
      pagination: paginationOf(window, Number(figures?.matching ?? 0)),
      stats: {
        total: Number(figures?.total ?? 0),
        completed: byStatus.completed,
        in_progress: byStatus['in progress'],
        pending: byStatus.pending,
        by_status: byStatus,
        total_budget: figures?.totalBudget ?? '0.00',
      },
    };
  }

  return {
    find,
    findForAccess,
    /** Paths of the project's folders marked internal (what lies under them is internal too). */
    async internalFolderPaths(projectId: number) {
      const rows = await db.select({ path: folders.path }).from(folders).where(and(eq(folders.projectId, projectId), eq(folders.clientVisible, false)));
      return rows.map((row) => row.path);
    },


    list: (actor: Actor, query: ProjectListQuery, stampAtStart?: number) => listCache.get(`${projectScopeKey(actor)} ${JSON.stringify(query)}`, () => listFresh(actor, query), stampAtStart),

    /** Whether the project is assigned to this editor and completed: the one case answered 403, not 404. */
    async isCompletedFor(editorId: number, id: number) {
      const [row] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.assignedToId, editorId), eq(projects.status, 'completed')));
      return Boolean(row);
    },

    /** Which of the referenced company, category and service ids do not exist, asked in one statement. */
    async missingReferences(refs: References, tx: Db = db) {
      const asked = askedReferences(refs);
      if (!asked.length) return [];
      const result = await tx.execute(sql`select ${referencesExist(asked)}`);
      return missingOf(asked, result.rows[0] as Record<string, boolean>);
    },

    /** An active staff account with the editor role, or undefined. */
    async activeEditor(id: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.id, id), eq(users.isActive, true), eq(users.type, 'user'), sql`lower(${roles.name}) = 'editor'`));
      return row;
    },

    async insert(values: typeof projects.$inferInsert, tx: Db) {
      const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
      return row!.id;
    },

    /**
     * What a new project is priced and announced with, read before it is written: its service as
     * its invoice is priced from (null when there is none with that id), and whether an active
     * webhook endpoint takes one of `events`.
     */
    async creationInputs(serviceId: number, events: readonly string[]) {
      const result = await db.execute(sql`select (select ${pricedServiceJson} from ${services} where ${services.id} = ${serviceId}::int) as service,
        ${events.length ? activeEndpointTakes(events) : sql`false`} as announced`);
      return result.rows[0] as { service: PricedService | null; announced: boolean };
    },

    /**
     * A new project with its one service line, its invoice and their timeline entries, in one
     * statement (atomic without a transaction), written only when its company, category and service
     * all exist: otherwise nothing is written and no invoice number is used. Answers the fields
     * whose reference is missing, or the new project's id and its invoice.
     */
    async insertNew(values: NewProject, created: Omit<ActivityRecord, 'entityId'>, actor: ActivityActor, invoice: NewInvoice, tx: Db = db): Promise<{ missing: string[] } | { id: number; invoice: ReturnType<typeof issuedOf> }> {
      const asked = askedReferences({ company_id: values.companyId, category_id: values.categoryId, service_id: values.serviceId });
      const result = await tx.execute(sql`with refs as (select ${referencesExist(asked)}),
        project as (
          insert into ${projects} (project_name, description, site_address, company_id, category_id, service_id, budget, start_date, end_date)
          select ${values.projectName}::text, ${values.description}::text, ${values.siteAddress}::text, ${values.companyId}::int, ${values.categoryId}::int, ${values.serviceId}::int,
            ${values.budget}::numeric, ${values.startDate}::date, ${values.endDate}::date
          from refs where refs.company_id and refs.category_id and refs.service_id
          returning id),
        line as (insert into ${projectServices} (project_id, service_id, position) select project.id, ${values.serviceId}::int, 0 from project),
        entry as (${activityInsertFrom(actor, created, { source: sql`project`, entityId: sql`project.id` })} returning id),
        ${numberedInvoiceSteps(invoice, { id: sql`project.id`, from: sql`project`, loggedAfter: sql`entry` })}
        select refs.*, invoice.project_id as id, invoice.id as invoice_id, invoice.invoice_number, invoice.currency from refs left join invoice on true`);
      const row = result.rows[0] as Record<string, boolean> & { id: number | null; invoice_id: number } & Omit<IssuedRow, 'id'>;
      if (row.id === null) return { missing: missingOf(asked, row) };
      return { id: Number(row.id), invoice: issuedOf({ id: row.invoice_id, invoice_number: row.invoice_number, currency: row.currency }) };
    },

    /** The shoot's services in this order (the first is also its service_id), replacing those it had. */
    async setServices(projectId: number, serviceIds: number[], tx: Db) {
      await tx.delete(projectServices).where(eq(projectServices.projectId, projectId));
      await addServices(projectId, serviceIds, tx);
    },

    /** The services of a project that has none yet (one just inserted), in this order. */
    addServices,

    /**
     * Locks the project row until the transaction ends, as its update would: a concurrent change of
     * the same project waits, then reads what this one wrote.
     */
    async lock(id: number, tx: Db) {
      await preparedOn(lockStatement, tx, db).execute({ id });
    },

    async update(id: number, values: ProjectValues, tx: Db) {
      await tx.update(projects).set({ ...values, updatedAt: sql`now()` }).where(eq(projects.id, id));
    },

    /** Deletes the project; its invoice, files and favourites go with it (ON DELETE CASCADE). */
    async remove(id: number, tx: Db) {
      const deleted = await tx.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
      return deleted.length > 0;
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
