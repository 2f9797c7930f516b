import type { ProjectListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** Query keys of this domain; mutations invalidate `projectKeys.all` (and the invoices, which follow projects). */
export const projectKeys = {
  all: ['projects'] as const,
  list: (query: ProjectListQuery) => [...projectKeys.all, 'list', query] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
  activity: (id: number) => [...projectKeys.all, 'activity', id] as const,
};

export const getProjects = (query: ProjectListQuery, signal?: AbortSignal) => callApi('listProjects', { query }, { signal });

export const projectsQueryOptions = (query: ProjectListQuery) =>
  queryOptions({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => getProjects(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error loading projects', errorDescription: 'Could not fetch project data.' },
  });

export const useProjects = (query: ProjectListQuery) => useQuery(projectsQueryOptions(query));
