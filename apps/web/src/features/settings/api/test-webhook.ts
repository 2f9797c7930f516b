import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { webhookKeys } from './get-webhooks';

/** Queues a signed `ping`; the delivery log shows how it went. */
export const testWebhook = (id: number) => callApi('testWebhook', { params: { id } });

export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
    meta: { errorMessage: 'Failed to send the test event.' },
  });
}
