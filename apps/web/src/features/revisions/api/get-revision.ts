import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { revisionKeys } from './revision-keys';

export const getRevision = (id: number, signal?: AbortSignal) => callApi('getRevision', { params: { id } }, { signal });

/** One request with its pins; the screen shows 'not found' itself. */
export const revisionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: revisionKeys.detail(id),
    queryFn: ({ signal }) => getRevision(id, signal),
    select: (answer) => answer.data,
    meta: { silent: true },
  });

export const useRevision = (id: number) => useQuery({ ...revisionQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retry: false });
