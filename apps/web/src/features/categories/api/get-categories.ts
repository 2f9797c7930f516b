import type { ListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** Query keys of this domain; mutations invalidate `categoryKeys.all`. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (query: ListQuery) => [...categoryKeys.all, 'list', query] as const,
};

export const getCategories = (query: ListQuery, signal?: AbortSignal) =>
  callApi('listCategories', { query }, { signal });

export const categoriesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: categoryKeys.list(query),
    queryFn: ({ signal }) => getCategories(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error loading categories' },
  });

export const useCategories = (query: ListQuery) => useQuery(categoriesQueryOptions(query));
