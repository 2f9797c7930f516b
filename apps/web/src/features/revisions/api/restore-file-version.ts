import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { fileKeys } from '@/lib/shared-queries';
import { revisionKeys } from './revision-keys';

export const restoreFileVersion = ({ projectId, fileId, version }: { projectId: number; fileId: number; version: number }) =>
  callApi('restoreFileVersion', { params: { id: projectId, fileId, version } });

/** Staff put an earlier version back: its bytes become a new, current version. */
export function useRestoreFileVersion(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { fileId: number; version: number }) => restoreFileVersion({ projectId, ...request }),
    meta: { errorMessage: 'Could not restore the version.' },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: revisionKeys.all }), queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) })]),
  });
}
