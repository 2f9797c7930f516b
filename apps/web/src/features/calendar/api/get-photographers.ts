import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** The accounts a shoot can be booked with: active photographers. */
export const photographersQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'options', 'photographer'] as const,
    queryFn: ({ signal }) => callApi('listUsers', { query: { role: 'photographer' } }, { signal }),
    select: (answer) => answer.data.filter((user) => user.role_name.toLowerCase() === 'photographer' && user.is_active !== false),
    meta: { errorMessage: 'Error loading photographers' },
  });

export const usePhotographers = (enabled = true) => useQuery({ ...photographersQueryOptions(), enabled });
