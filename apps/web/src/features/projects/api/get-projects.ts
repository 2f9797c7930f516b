import type { ProjectListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { projectKeys } from '@/lib/shared-queries';

export { projectKeys };


export const getProjects = (query: ProjectListQuery, signal?: AbortSignal) => callApi('listProjects', { query }, { signal });

export const projectsQueryOptions = (query: ProjectListQuery) =>
  queryOptions({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => getProjects(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error loading projects', errorDescription: 'Could not fetch project data.' },
  });

export const useProjects = (query: ProjectListQuery) => useQuery(projectsQueryOptions(query));
