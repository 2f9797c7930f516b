import type { InvoiceListQuery, ListQuery, OverviewPeriod, ProjectListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/**
 * The query keys and reads more than one feature uses: a feature invalidates or reads another
 * domain's data through here, never by importing that feature.
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

export const getProject = (id: number, signal?: AbortSignal) => callApi('getProject', { params: { id } }, { signal });

/** A project as the detail query keeps it in the cache. */
export type ProjectResponse = Awaited<ReturnType<typeof getProject>>;

export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal),
    select: (answer) => answer.data,
    // The detail screen shows 'Project Not Found' or toasts and leaves itself.
    meta: { silent: true },
  });

export const getInvoice = (id: number, signal?: AbortSignal) => callApi('getInvoice', { params: { id } }, { signal });

export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    select: (answer) => answer.data,
  });

/** One invoice as a client sees it (its own company's, without the studio's costs); nothing is fetched without an id. */
export const useInvoice = (id: number | null | undefined) => useQuery({ ...invoiceQueryOptions(id ?? 0), enabled: Boolean(id) });

export const getCompanies = (query: ListQuery, signal?: AbortSignal) => callApi('listCompanies', { query }, { signal });

export const companiesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: companyKeys.list(query),
    queryFn: ({ signal }) => getCompanies(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error loading companies' },
  });
