import type { MessageResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { categoryKeys } from './get-categories';

export const deleteCategory = (id: number) => apiFetch<MessageResponse>(`/api/v1/categories/${id}/`, { method: 'DELETE' });

/** A 409 (category still used by projects) toasts with the server's reason as the description. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    meta: { errorMessage: 'Failed to delete category.' },
  });
}
