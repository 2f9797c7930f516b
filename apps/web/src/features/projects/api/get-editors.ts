import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '@/lib/api-call';

/** The accounts Assign Editor offers: role editor only. */
export const editorsQueryOptions = queryOptions({
  queryKey: ['users', 'options', 'editor'] as const,
  queryFn: ({ signal }) => callApi('listUsers', { query: { role: 'editor' } }, { signal }),
  // The server filters by role; filtering again keeps a stray non-editor out of the list.
  select: (answer) => answer.data.filter((user) => user.role_name.toLowerCase() === 'editor' && user.is_active !== false),
  // A failed user list on the project screen is only logged.
  meta: { silent: true },
});

export function useEditors(enabled: boolean) {
  const query = useQuery({ ...editorsQueryOptions, enabled });
  useEffect(() => {
    if (query.error) console.error('Could not load editors', query.error);
  }, [query.error]);
  return query;
}
