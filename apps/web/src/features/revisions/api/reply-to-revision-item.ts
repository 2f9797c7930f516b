import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { revisionKeys } from './revision-keys';

export interface RevisionReplyRequest {
  requestId: number;
  itemId: number;
  text: string;
}

export const replyToRevisionItem = ({ requestId, itemId, text }: RevisionReplyRequest) => callApi('replyToRevisionItem', { params: { id: requestId, itemId }, body: { text } });

/** Adds a reply under a pin. */
export function useReplyToRevisionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToRevisionItem,
    meta: { errorMessage: 'Could not send the reply.', inlineFields: ['text'] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
  });
}
