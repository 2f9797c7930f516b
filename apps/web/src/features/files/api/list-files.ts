import type { FileEntry, FileList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

/** Query keys of the files domain; every change invalidates `fileKeys.project(id)`. */
export const fileKeys = {
  all: ['files'] as const,
  project: (projectId: number) => [...fileKeys.all, projectId] as const,
  list: (projectId: number, folderPath: string) => [...fileKeys.project(projectId), 'list', folderPath] as const,
};

export const THUMBNAIL_POLL_MS = 3_000;

/** An image whose thumbnail the server is still making. */
export const isThumbnailPending = (entry: FileEntry) => entry.derivative_status === 'pending' || entry.derivative_status === 'processing';

export const listFiles = (projectId: number, folderPath: string, signal?: AbortSignal) =>
  apiFetch<FileList>(`/api/v1/projects/${projectId}/files/${toQueryString({ folder_path: folderPath })}`, { signal });

export const filesQueryOptions = (projectId: number, folderPath: string) =>
  queryOptions({
    queryKey: fileKeys.list(projectId, folderPath),
    queryFn: ({ signal }) => listFiles(projectId, folderPath, signal),
    select: (answer) => answer.data,
    // Thumbnails are made in the background: look again while any in view is unfinished.
    refetchInterval: (query) => (query.state.data?.data.files.some(isThumbnailPending) ? THUMBNAIL_POLL_MS : false),
    meta: { errorMessage: 'Failed to load files' },
  });

export const useFiles = (projectId: number, folderPath: string) => useQuery(filesQueryOptions(projectId, folderPath));
