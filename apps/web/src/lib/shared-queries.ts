import type { ListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { companyKeys, invoiceKeys, projectKeys } from './query-keys';

/**
 * The query keys and reads more than one feature uses: a feature invalidates or reads another
 * domain's data through here, never by importing that feature.
 */

export { companyKeys, fileKeys, invoiceKeys, overviewKeys, projectKeys } from './query-keys';

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
