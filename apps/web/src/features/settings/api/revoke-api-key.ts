import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { settingsKeys } from './get-business-profile';

export const revokeApiKey = (id: number) => callApi('revokeApiKey', { params: { id } });

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys }),
    meta: { errorMessage: 'Failed to revoke the API key.' },
  });
}
