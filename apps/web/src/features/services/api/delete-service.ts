import type { MessageResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { serviceKeys } from './get-services';

export const deleteService = (id: number) => apiFetch<MessageResponse>(`/api/v1/services/${id}/`, { method: 'DELETE' });

/** A 409 (still used by projects) toasts with the server's reason as the description. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
    meta: { errorMessage: 'Failed to delete service.' },
  });
}
