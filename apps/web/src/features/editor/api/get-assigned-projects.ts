import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { projectKeys } from '@/lib/shared-queries';

/** Under `projectKeys.all`, so assigning an editor or changing a status refreshes the task list too. */
export const assignedProjectKeys = {
  all: [...projectKeys.all, 'assigned'] as const,
};

// The server scopes the list: an editor gets only their assigned,, not completed projects.
export const getAssignedProjects = (signal?: AbortSignal) => callApi('listProjects', {}, { signal });

export const assignedProjectsQueryOptions = () =>
  queryOptions({
    queryKey: assignedProjectKeys.all,
    queryFn: ({ signal }) => getAssignedProjects(signal),
    meta: { errorMessage: 'Failed to load assigned projects.' },
  });

export const useAssignedProjects = () => useQuery(assignedProjectsQueryOptions());
