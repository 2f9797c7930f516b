import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { revisionKeys } from './revision-keys';

export const listFileVersions = (projectId: number, fileId: number, signal?: AbortSignal) => callApi('listFileVersions', { params: { id: projectId, fileId } }, { signal });

/** A file's versions, newest first. */
export const fileVersionsQueryOptions = (projectId: number, fileId: number) =>
  queryOptions({
    queryKey: revisionKeys.versions(projectId, fileId),
    queryFn: ({ signal }) => listFileVersions(projectId, fileId, signal),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Failed to load versions' },
  });

export const useFileVersions = (projectId: number, fileId: number) => useQuery(fileVersionsQueryOptions(projectId, fileId));
