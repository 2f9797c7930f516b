import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { companyKeys } from './get-companies';

export const deleteCompany = (id: number) => callApi('deleteCompany', { params: { id } });

/** A 409 (still used by projects) toasts with the server's reason as the description. */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    meta: { errorMessage: 'Failed to delete company.' },
  });
}
