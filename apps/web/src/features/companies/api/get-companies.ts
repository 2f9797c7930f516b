import type { CompanyList, ListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

/** Query keys of this domain; mutations invalidate `companyKeys.all`. */
export const companyKeys = {
  all: ['companies'] as const,
  list: (query: ListQuery) => [...companyKeys.all, 'list', query] as const,
};

export const getCompanies = (query: ListQuery, signal?: AbortSignal) =>
  apiFetch<CompanyList>(`/api/v1/companies/${toQueryString(query)}`, { signal });

export const companiesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: companyKeys.list(query),
    queryFn: ({ signal }) => getCompanies(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error loading companies' },
  });

export const useCompanies = (query: ListQuery) => useQuery(companiesQueryOptions(query));
