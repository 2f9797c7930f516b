import type { Project, ProjectListQuery } from '@portal/contract';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../access/actor.ts';
import { projectScope } from '../../access/scopes.ts';
import type { Db } from '../../db/client.ts';
import { categories, companies, files, invoices, projects, roles, services, users } from '../../db/schema/index.ts';
import { containsPattern, isoString, pageWindow, paginationOf } from '../../lib/list.ts';
import { qualified } from '../../lib/sql.ts';

const filePath = sql`case when ${files.folderPath} = '' then ${files.fileName} else ${files.folderPath} || '/' || ${files.fileName} end`;

/** Count and paths of a project's files, one index lookup per project row (a lateral join). */
const fileSummary = (tx: Db) =>
  tx
    .select({
      count: sql<number>`count(*)::int`.as('file_count'),
      paths: sql<string[]>`coalesce(json_agg(${filePath} order by ${files.folderPath}, ${files.fileName}), '[]'::json)`.as('file_paths'),
    })
    .from(files)
    .where(sql`${files.projectId} = ${qualified(projects, projects.id)}`)
    .as('file_summary');

const columns = {
  id: projects.id,
  projectName: projects.projectName,
  description: projects.description,
  status: projects.status,
  siteAddress: projects.siteAddress,
  budget: projects.budget,
  startDate: projects.startDate,
  endDate: projects.endDate,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  companyId: companies.id,
  companyName: companies.companyName,
  companyEmail: companies.email,
  companyPhone: companies.phone,
  companyAddress: companies.address,
  serviceId: services.id,
  serviceName: services.serviceName,
  serviceDescription: services.description,
  servicePrice: services.price,
  serviceGstRate: services.gstRate,
  categoryId: categories.id,
  categoryName: categories.name,
  categoryDescription: categories.description,
  editorId: users.id,
  editorName: users.username,
  editorEmail: users.email,
  invoiceId: invoices.id,
  invoiceStatus: invoices.status,
};

const selectProjects = (tx: Db) => {
  const summary = fileSummary(tx);
  return tx
    .select({ ...columns, fileCount: summary.count, filePaths: summary.paths })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(services, eq(services.id, projects.serviceId))
    .leftJoin(categories, eq(categories.id, projects.categoryId))
    .leftJoin(users, eq(users.id, projects.assignedToId))
    .leftJoin(invoices, eq(invoices.projectId, projects.id))
    .leftJoinLateral(summary, sql`true`)
    .$dynamic();
};

type Row = Awaited<ReturnType<typeof selectProjects>>[number];

function toProject(row: Row): Project {
  return {
    id: row.id,
    projectName: row.projectName,
    name: row.projectName,
    title: row.projectName,
    description: row.description,
    client_name: row.companyName,
    projectStatus: row.status,
    status: row.status,
    budget: row.budget,
    start_date: row.startDate,
    end_date: row.endDate,
    invoice: row.invoiceStatus === 'paid' ? 'paid' : 'not paid',
    invoice_status: row.invoiceStatus,
    invoice_id: row.invoiceId,
    siteAddress: row.siteAddress,
    created_at: isoString(row.createdAt),
    updated_at: isoString(row.updatedAt),
    file_paths: row.filePaths ?? [],
    file_count: Number(row.fileCount ?? 0),
    assignedTo: row.editorId === null ? null : { id: row.editorId, username: row.editorName!, email: row.editorEmail! },
    company: {
      id: row.companyId,
      companyName: row.companyName,
      name: row.companyName,
      email: row.companyEmail,
      mobile: row.companyPhone,
      phone: row.companyPhone,
      address: row.companyAddress,
    },
    service:
      row.serviceId === null
        ? null
        : { id: row.serviceId, serviceName: row.serviceName!, name: row.serviceName!, description: row.serviceDescription!, price: row.servicePrice!, gstRate: row.serviceGstRate! },
    category: row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName!, description: row.categoryDescription! },
  };
}

export type ProjectValues = Partial<Omit<typeof projects.$inferInsert, 'id' | 'createdAt'>>;

/** Projects as the actor may see them: every query is scoped with projectScope(actor). */
export function createProjectsRepository(db: Db) {
  async function find(actor: Actor, id: number, tx: Db = db) {
    const [row] = await selectProjects(tx).where(and(eq(projects.id, id), projectScope(actor)));
    return row && toProject(row);
  }

  return {
    find,

    async list(actor: Actor, query: ProjectListQuery) {
      const scope = projectScope(actor);
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(projects.status, query.status));
      if (query.company_id) filters.push(eq(projects.companyId, query.company_id));
      if (query.assigned_to) filters.push(eq(projects.assignedToId, query.assigned_to));
      if (query.search) {
        const pattern = containsPattern(query.search);
        const matchingCompanies = db.select({ id: companies.id }).from(companies).where(ilike(companies.companyName, pattern));
        filters.push(or(ilike(projects.projectName, pattern), ilike(projects.description, pattern), inArray(projects.companyId, matchingCompanies))!);
      }
      const matching = filters.length ? and(...filters)! : undefined;
      const window = pageWindow(query);
      const newestFirst = [desc(projects.createdAt), desc(projects.id)];
      // A page picks its ids first, so the joins run for its rows only, however deep the page.
      const pageIds = window && db.select({ id: projects.id }).from(projects).where(and(scope, matching)).orderBy(...newestFirst).limit(window.limit).offset(window.offset);
      const rowsQuery = selectProjects(db).where(pageIds ? inArray(projects.id, pageIds) : and(scope, matching)).orderBy(...newestFirst);
      // One scan of the actor's scope gives both the filtered count and the stat cards.
      const statusCount = (status: string) => sql<number>`count(*) filter (where ${projects.status} = ${status})::int`;
      const [rows, [figures]] = await Promise.all([
        rowsQuery,
        db
          .select({
            matching: matching ? sql<number>`count(*) filter (where ${matching})::int` : count(),
            total: count(),
            completed: statusCount('completed'),
            inProgress: statusCount('in progress'),
            pending: statusCount('pending'),
            totalBudget: sql<string>`coalesce(sum(${projects.budget}), 0)::numeric(16, 2)::text`,
          })
          .from(projects)
          .where(scope),
      ]);
      return {
        data: rows.map(toProject),
        pagination: paginationOf(window, Number(figures?.matching ?? 0)),
        stats: {
          total: Number(figures?.total ?? 0),
          completed: Number(figures?.completed ?? 0),
          in_progress: Number(figures?.inProgress ?? 0),
          pending: Number(figures?.pending ?? 0),
          total_budget: figures?.totalBudget ?? '0.00',
        },
      };
    },

    /** Whether the project is assigned to this editor and completed: the one case answered 403, not 404. */
    async isCompletedFor(editorId: number, id: number) {
      const [row] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.assignedToId, editorId), eq(projects.status, 'completed')));
      return Boolean(row);
    },

    /** Which of the referenced company, category and service ids do not exist. */
    async missingReferences(refs: { company_id?: number; category_id?: number; service_id?: number }, tx: Db = db) {
      const exists = async (table: typeof companies | typeof categories | typeof services, id: number | undefined) =>
        id === undefined || (await tx.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
      const missing: string[] = [];
      if (!(await exists(companies, refs.company_id))) missing.push('company_id');
      if (!(await exists(categories, refs.category_id))) missing.push('category_id');
      if (!(await exists(services, refs.service_id))) missing.push('service_id');
      return missing;
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
