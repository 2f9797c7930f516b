import type { UpdateRevisionItemInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { revisionKeys } from './revision-keys';

export interface RevisionItemChange {
  requestId: number;
  itemId: number;
  status: UpdateRevisionItemInput['status'];
}

export const updateRevisionItem = ({ requestId, itemId, status }: RevisionItemChange) => callApi('updateRevisionItem', { params: { id: requestId, itemId }, body: { status } });

/** Marks a pin fixed (the editor, staff) or reopens it (the client). */
export function useUpdateRevisionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRevisionItem,
    meta: { errorMessage: 'Could not update the note.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
  });
}
