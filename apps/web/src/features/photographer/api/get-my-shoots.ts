import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { projectKeys } from '@/lib/shared-queries';

// The server scopes the list: a photographer gets the open shoots they are booked for.
export const myShootsQueryOptions = () =>
  queryOptions({
    queryKey: [...projectKeys.all, 'photographer'] as const,
    queryFn: ({ signal }) => callApi('listProjects', {}, { signal }),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Failed to load your shoots.' },
  });

export const useMyShoots = () => useQuery(myShootsQueryOptions());
