import type { UserListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** Query keys of this domain; mutations invalidate `userKeys.all`. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => [...userKeys.all, 'list', query] as const,
};

export const getUsers = (query: UserListQuery, signal?: AbortSignal) =>
  callApi('listUsers', { query }, { signal });

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error loading users', errorDescription: 'Could not fetch users data.' },
  });

export const useUsers = (query: UserListQuery) => useQuery(usersQueryOptions(query));
