import type { FileEntry } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { fileKeys } from '@/lib/shared-queries';

/** Query keys of the files domain; every change invalidates `fileKeys.project(id)`. */
export { fileKeys };

export const THUMBNAIL_POLL_MS = 3_000;
/**
 * An open gallery reads its list again this often while its tab is visible (and when the tab
 * regains focus), so a new version, upload or deletion made elsewhere shows without a reload.
 * Image URLs carry the file's version, so only changed thumbnails are fetched again.
 */
export const GALLERY_REFRESH_MS = 15_000;

/** An image whose thumbnail the server is still making. */
export const isThumbnailPending = (entry: FileEntry) => entry.derivative_status === 'pending' || entry.derivative_status === 'processing';

/** An image too large for the server to make previews of: it shows as an icon and downloads as it is. */
export const isPreviewSkipped = (entry: FileEntry) => entry.derivative_status === 'skipped';

export const listFiles = (projectId: number, folderPath: string, signal?: AbortSignal, favourites = false) =>
  callApi('listFiles', { params: { id: projectId }, query: favourites ? { favourites: true } : { folder_path: folderPath } }, { signal });

export const filesQueryOptions = (projectId: number, folderPath: string, favourites = false) =>
  queryOptions({
    queryKey: fileKeys.list(projectId, folderPath, favourites),
    queryFn: ({ signal }) => listFiles(projectId, folderPath, signal, favourites),
    select: (answer) => answer.data,
    // Thumbnails are made in the background: look again soon while any in view is unfinished.
    refetchInterval: (query) => (query.state.data?.data.files.some(isThumbnailPending) ? THUMBNAIL_POLL_MS : GALLERY_REFRESH_MS),
    refetchOnWindowFocus: true,
    meta: { errorMessage: 'Failed to load files' },
  });

export const useFiles = (projectId: number, folderPath: string, favourites = false) => useQuery(filesQueryOptions(projectId, folderPath, favourites));
