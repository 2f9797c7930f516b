import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

export const rolesKey = ['roles'] as const;

export const getRoles = (signal?: AbortSignal) => callApi('listRoles', {}, { signal });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: rolesKey,
    queryFn: ({ signal }) => getRoles(signal),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Error loading roles' },
  });

/** Each role with what it may do (read off the server's access rules) and who holds it. */
export const useRoles = () => useQuery(rolesQueryOptions());
