import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { webhookKeys } from './get-webhooks';

/** The answer carries the new secret, this once; the old one stops signing at once. */
export const rollWebhookSecret = (id: number) => callApi('rollWebhookSecret', { params: { id } });

export function useRollWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollWebhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
    meta: { errorMessage: 'Failed to make a new signing secret.' },
  });
}
