import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { categoryKeys } from './get-categories';

export const deleteCategory = (id: number) => callApi('deleteCategory', { params: { id } });

/** A 409 (category still used by projects) toasts with the server's reason as the description. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    meta: { errorMessage: 'Failed to delete category.' },
  });
}
