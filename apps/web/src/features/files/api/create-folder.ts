import type { CreateFolderInput, FileEntry } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { fileKeys } from './list-files';

interface CreateFolderAnswer {
  success?: boolean;
  message?: string;
  data?: FileEntry;
}

/** Spec section 5: an answer without a success flag is a failure too. */
export async function createFolder(projectId: number, input: CreateFolderInput) {
  const answer = await apiFetch<CreateFolderAnswer | undefined>(`/api/v1/projects/${projectId}/folders/`, { method: 'POST', body: input });
  if (answer?.success !== true) throw new Error(answer?.message || 'Folder creation failed');
  return answer;
}

export function useCreateFolder(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFolderInput) => createFolder(projectId, input),
    // The dialog toasts 'Failed to create folder: {reason}' itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) }),
  });
}
