import type { Project } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from './get-projects';

export interface ProjectResponse {
  success: true;
  data: Project;
}

export const getProject = (id: number, signal?: AbortSignal) => apiFetch<ProjectResponse>(`/api/v1/projects/${id}/`, { signal });

export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal),
    select: (answer) => answer.data,
    // The detail screen shows 'Project Not Found' or toasts and leaves itself.
    meta: { silent: true },
  });

export const useProject = (id: number) => useQuery({ ...projectQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
