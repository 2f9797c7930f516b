import type { CreateFolderInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { fileKeys } from './list-files';

/** An answer without a success flag is a failure too (an empty body or a proxy's page). */
export async function createFolder(projectId: number, input: CreateFolderInput) {
  const answer: Partial<Awaited<ReturnType<typeof callApi<'createFolder'>>>> | undefined = await callApi('createFolder', { params: { id: projectId }, body: input });
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
