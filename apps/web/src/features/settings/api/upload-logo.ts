import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { brandingKey } from '@/lib/branding';

export const uploadLogo = (file: File) => {
  const form = new FormData();
  form.append('logo', file);
  return callApi('uploadLogo', { body: form });
};

export const removeLogo = () => callApi('removeLogo', {});

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
