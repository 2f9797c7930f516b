import type { FileEntry, UpdateFolderInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { fileKeys } from './list-files';

interface FolderAnswer {
  success: true;
  message: string;
  data: FileEntry;
}

/** `folderId` as listed (`folder-<n>`); false makes the folder internal: clients never see it or anything under it. */
export const setFolderVisibility = (projectId: number, folderId: number | string, input: UpdateFolderInput) =>
  apiFetch<FolderAnswer>(`/api/v1/projects/${projectId}/folders/${encodeURIComponent(String(folderId))}/`, { method: 'POST', body: input });

export function useSetFolderVisibility(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ folderId, clientVisible }: { folderId: number | string; clientVisible: boolean }) => setFolderVisibility(projectId, folderId, { client_visible: clientVisible }),
    meta: { errorMessage: 'Failed to change who sees the folder' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) }),
  });
}
