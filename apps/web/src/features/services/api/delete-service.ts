import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { serviceKeys } from './get-services';

export const deleteService = (id: number) => callApi('deleteService', { params: { id } });

/** A 409 (still used by projects) toasts with the server's reason as the description. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
    meta: { errorMessage: 'Failed to delete service.' },
  });
}
