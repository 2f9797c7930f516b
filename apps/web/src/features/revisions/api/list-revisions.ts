import type { RevisionListQuery } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { revisionKeys } from './revision-keys';

export const listRevisions = (query: Partial<RevisionListQuery>, signal?: AbortSignal) => callApi('listRevisions', { query }, { signal });

/** Revision requests: staff see every one, an editor those assigned to them (the server scopes the list). */
export const revisionsQueryOptions = (query: Partial<RevisionListQuery> = {}) =>
  queryOptions({
    queryKey: revisionKeys.list(query),
    queryFn: ({ signal }) => listRevisions(query, signal),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Failed to load revision requests' },
  });

export const useRevisions = (query: Partial<RevisionListQuery> = {}) => useQuery(revisionsQueryOptions(query));
