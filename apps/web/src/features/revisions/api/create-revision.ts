import type { CreateRevisionInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { revisionKeys } from './revision-keys';

export const createRevision = (projectId: number, body: CreateRevisionInput) => callApi('createRevision', { params: { id: projectId }, body });

/** Sends the client's pinned notes as one revision request. */
export function useCreateRevision(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRevisionInput) => createRevision(projectId, body),
    meta: { errorMessage: 'Could not send the revision request.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
  });
}
