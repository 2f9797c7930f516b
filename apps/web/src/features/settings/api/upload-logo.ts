import type { branding } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';
import { brandingKey } from '@/lib/branding';

export const uploadLogo = (file: File) => {
  const form = new FormData();
  form.append('logo', file);
  return apiFetch<DataAnswer<typeof branding>>('/api/v1/settings/business/logo/', { method: 'POST', body: form });
};

export const removeLogo = () => apiFetch<DataAnswer<typeof branding>>('/api/v1/settings/business/logo/', { method: 'DELETE' });

/** The answer is the new name and logo URL: every screen showing them picks it up at once. */
function useLogoMutation<Input>(mutationFn: (input: Input) => ReturnType<typeof removeLogo>, errorMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => queryClient.setQueryData(brandingKey, answer),
    meta: { errorMessage },
  });
}

export const useUploadLogo = () => useLogoMutation(uploadLogo, 'Failed to upload the logo.');
export const useRemoveLogo = () => useLogoMutation(() => removeLogo(), 'Failed to remove the logo.');
