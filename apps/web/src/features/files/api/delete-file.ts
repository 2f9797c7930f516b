import type { MessageResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { fileKeys } from './list-files';

/** `fileId` is a file's number, or `folder-<n>` for a folder (which takes its contents along). */
export const deleteFile = (projectId: number, fileId: number | string) =>
  apiFetch<MessageResponse>(`/api/v1/projects/${projectId}/files/${encodeURIComponent(String(fileId))}/`, { method: 'DELETE' });

export function useDeleteFile(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number | string) => deleteFile(projectId, fileId),
    meta: { errorMessage: 'Failed to delete file' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) }),
  });
}
