import type { CreateApiKeyInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { settingsKeys } from './get-business-profile';

/** The answer carries the full key, the only time it is ever sent. */
export const createApiKey = (input: CreateApiKeyInput) => callApi('createApiKey', { body: input });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys }),
    meta: { errorMessage: 'Failed to create the API key.' },
  });
}
