import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { fileKeys } from './list-files';

/** `fileId` is a file's number, or `folder-<n>` for a folder (which takes its contents along). */
export const deleteFile = (projectId: number, fileId: number | string) => callApi('deleteFile', { params: { id: projectId, fileId } });

export function useDeleteFile(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number | string) => deleteFile(projectId, fileId),
    meta: { errorMessage: 'Failed to delete file' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) }),
  });
}
