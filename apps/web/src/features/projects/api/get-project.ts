import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { projectKeys } from './get-projects';

export const getProject = (id: number, signal?: AbortSignal) => callApi('getProject', { params: { id } }, { signal });

/** A project as the detail query keeps it in the cache. */
export type ProjectResponse = Awaited<ReturnType<typeof getProject>>;

export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal),
    select: (answer) => answer.data,
    // The detail screen shows 'Project Not Found' or toasts and leaves itself.
    meta: { silent: true },
  });

export const useProject = (id: number) => useQuery({ ...projectQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
