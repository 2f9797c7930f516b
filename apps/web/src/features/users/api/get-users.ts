import type { UserList, UserListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

/** Query keys of this domain; mutations invalidate `userKeys.all`. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => [...userKeys.all, 'list', query] as const,
};

export const getUsers = (query: UserListQuery, signal?: AbortSignal) =>
  apiFetch<UserList>(`/api/v1/users/${toQueryString(query)}`, { signal });

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error loading users', errorDescription: 'Could not fetch users data.' },
  });

export const useUsers = (query: UserListQuery) => useQuery(usersQueryOptions(query));
