import type { UpdateBusinessProfileInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { brandingKey } from '@/lib/branding';
import { settingsKeys } from './get-business-profile';

export const updateBusinessProfile = (input: UpdateBusinessProfileInput) => callApi('updateBusinessProfile', { body: input });

/** The answer is the saved profile; it replaces the cached one. */
export function useUpdateBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.businessProfile, answer);
      // The name is the sidebar's, the tab titles' and the sign-in pages'.
      void queryClient.invalidateQueries({ queryKey: brandingKey });
    },
    meta: { errorMessage: 'Failed to save business profile.' },
  });
}
