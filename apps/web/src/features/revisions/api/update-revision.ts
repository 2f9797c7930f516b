import type { UpdateRevisionInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { revisionKeys } from './revision-keys';

export const updateRevision = ({ id, body }: { id: number; body: UpdateRevisionInput }) => callApi('updateRevision', { params: { id }, body });

/** Assigns the editor (staff) or moves the request's status. */
export function useUpdateRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRevision,
    meta: { errorMessage: 'Could not update the revision request.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
  });
}
