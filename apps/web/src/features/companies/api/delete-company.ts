import type { MessageResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { companyKeys } from './get-companies';

export const deleteCompany = (id: number) => apiFetch<MessageResponse>(`/api/v1/companies/${id}/`, { method: 'DELETE' });

/** A 409 (still used by projects) toasts with the server's reason as the description. */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    meta: { errorMessage: 'Failed to delete company.' },
  });
}
