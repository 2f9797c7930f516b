import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { webhookKeys } from './get-webhooks';

/** The same event again, as a new delivery at the top of the log. */
export const resendWebhookDelivery = ({ id, deliveryId }: { id: number; deliveryId: number }) => callApi('resendWebhookDelivery', { params: { id, deliveryId } });

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
    meta: { errorMessage: 'Failed to resend the delivery.' },
  });
}
