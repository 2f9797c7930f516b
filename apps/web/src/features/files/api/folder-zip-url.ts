import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** A folder path ('' is the whole project), or the project's favourite photos from every folder. */
export type ZipRequest = string | { favourites: true };

/** A signed link that streams the folder as a ZIP, so the browser saves it to disk as it arrives. */
export const folderZipUrl = (projectId: number, request: ZipRequest) =>
  callApi('folderZipUrl', {
    params: { id: projectId },
    body: typeof request === 'string' ? { folder_path: request } : { folder_path: '', favourites: true },
  });

export function useFolderZipUrl(projectId: number) {
  return useMutation({
    mutationFn: (request: ZipRequest) => folderZipUrl(projectId, request),
    meta: { errorMessage: 'Download Failed', errorDescription: 'Could not download ZIP file.' },
  });
}
