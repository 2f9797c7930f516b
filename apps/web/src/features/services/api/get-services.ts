import type { ListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** Query keys of this domain; mutations invalidate `serviceKeys.all`. */
export const serviceKeys = {
  all: ['services'] as const,
  list: (query: ListQuery) => [...serviceKeys.all, 'list', query] as const,
};

export const getServices = (query: ListQuery, signal?: AbortSignal) => callApi('listServices', { query }, { signal });

export const servicesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: serviceKeys.list(query),
    queryFn: ({ signal }) => getServices(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error loading services', errorDescription: 'Could not fetch services data.' },
  });

export const useServices = (query: ListQuery) => useQuery(servicesQueryOptions(query));
