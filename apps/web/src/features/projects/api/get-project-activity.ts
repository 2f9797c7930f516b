import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { projectKeys } from './get-projects';

export const getProjectActivity = (id: number, signal?: AbortSignal) => callApi('getProjectActivity', { params: { id } }, { signal });

export const projectActivityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.activity(id),
    queryFn: ({ signal }) => getProjectActivity(id, signal),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Error loading project timeline' },
  });

export const useProjectActivity = (id: number) => useQuery({ ...projectActivityQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
