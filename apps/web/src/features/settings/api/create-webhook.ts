import type { CreateWebhookInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { webhookKeys } from './get-webhooks';

/** The answer carries the signing secret, this once. */
export const createWebhook = (input: CreateWebhookInput) => callApi('createWebhook', { body: input });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
    meta: { errorMessage: 'Failed to add the webhook endpoint.' },
  });
}
