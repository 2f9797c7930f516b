import type { folderZipUrlResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type FolderZipUrlResponse = z.infer<typeof folderZipUrlResponse>;

/** A signed link that streams the folder as a ZIP, so the browser saves it to disk as it arrives. */
export const folderZipUrl = (projectId: number, folderPath: string) =>
  apiFetch<FolderZipUrlResponse>(`/api/v1/projects/${projectId}/zip-url/`, { method: 'POST', body: { folder_path: folderPath } });

export function useFolderZipUrl(projectId: number) {
  return useMutation({
    mutationFn: (folderPath: string) => folderZipUrl(projectId, folderPath),
    meta: { errorMessage: 'Download Failed', errorDescription: 'Could not download ZIP file.' },
  });
}
