import type { UpdateWebhookInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { webhookKeys } from './get-webhooks';

export const updateWebhook = ({ id, input }: { id: number; input: UpdateWebhookInput }) => callApi('updateWebhook', { params: { id }, body: input });

/** Also turns an endpoint on (clearing its failures) or off. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
    meta: { errorMessage: 'Failed to save the webhook endpoint.' },
  });
}
