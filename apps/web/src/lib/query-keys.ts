import type { InvoiceListQuery, ListQuery, OverviewPeriod, ProjectListQuery } from '@portal/contract';

/**
 * The query keys more than one feature uses, free of React Query's hooks: the route table's early
 * calls (app/prefetch-client-gallery.ts) fill the cache under them on every page without loading the
 * hooks. Features read them through lib/shared-queries.ts.
 */

/** Projects; mutations invalidate `projectKeys.all` (and the invoices, which follow projects). */
export const projectKeys = {
  all: ['projects'] as const,
  list: (query: ProjectListQuery) => [...projectKeys.all, 'list', query] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
  activity: (id: number) => [...projectKeys.all, 'activity', id] as const,
};

/** Invoices; mutations invalidate `invoiceKeys.all` (and the projects, whose badge shows paid). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.all, 'list', query] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
};

/** Project files; every change to a project's files invalidates `fileKeys.project(id)` (new versions too). */
export const fileKeys = {
  all: ['files'] as const,
  project: (projectId: number) => [...fileKeys.all, projectId] as const,
  lists: (projectId: number) => [...fileKeys.project(projectId), 'list'] as const,
  /** The favourites view lists every folder at once, so it has a key of its own. */
  list: (projectId: number, folderPath: string, favourites = false) =>
    favourites ? ([...fileKeys.lists(projectId), { favourites: true }] as const) : ([...fileKeys.lists(projectId), folderPath] as const),
};

export const overviewKeys = { all: ['overview'] as const, period: (period: OverviewPeriod) => ['overview', period] as const };

export const companyKeys = {
  all: ['companies'] as const,
  list: (query: ListQuery) => [...companyKeys.all, 'list', query] as const,
};
