import type { UpdateFolderInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { fileKeys } from './list-files';

/** A folder's number, from its id as listed (`folder-<n>`) or the number itself. */
const folderNumber = (folderId: number | string) => (typeof folderId === 'number' ? folderId : Number(folderId.replace(/^folder-/, '')));

/** False makes the folder internal: clients never see it or anything under it. */
export const setFolderVisibility = (projectId: number, folderId: number | string, input: UpdateFolderInput) =>
  callApi('setFolderVisibility', { params: { id: projectId, folderId: folderNumber(folderId) }, body: input });

export function useSetFolderVisibility(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ folderId, clientVisible }: { folderId: number | string; clientVisible: boolean }) => setFolderVisibility(projectId, folderId, { client_visible: clientVisible }),
    meta: { errorMessage: 'Failed to change who sees the folder' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) }),
  });
}
