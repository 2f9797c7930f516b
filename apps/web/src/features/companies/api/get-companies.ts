import type { ListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** Query keys of this domain; mutations invalidate `companyKeys.all`. */
export const companyKeys = {
  all: ['companies'] as const,
  list: (query: ListQuery) => [...companyKeys.all, 'list', query] as const,
};

export const getCompanies = (query: ListQuery, signal?: AbortSignal) =>
  callApi('listCompanies', { query }, { signal });

export const companiesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: companyKeys.list(query),
    queryFn: ({ signal }) => getCompanies(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error loading companies' },
  });

export const useCompanies = (query: ListQuery) => useQuery(companiesQueryOptions(query));
