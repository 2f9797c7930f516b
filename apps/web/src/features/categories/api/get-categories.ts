import type { CategoryList, ListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

/** Query keys of this domain; mutations invalidate `categoryKeys.all`. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (query: ListQuery) => [...categoryKeys.all, 'list', query] as const,
};

export const getCategories = (query: ListQuery, signal?: AbortSignal) =>
  apiFetch<CategoryList>(`/api/v1/categories/${toQueryString(query)}`, { signal });

export const categoriesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: categoryKeys.list(query),
    queryFn: ({ signal }) => getCategories(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error loading categories' },
  });

export const useCategories = (query: ListQuery) => useQuery(categoriesQueryOptions(query));
