import type { UpdateCategoryInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { categoryKeys } from './get-categories';

export const updateCategory = ({ id, input }: { id: number; input: UpdateCategoryInput }) =>
  callApi('updateCategory', { params: { id }, body: input });

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    meta: { errorMessage: 'Failed to save category.' },
  });
}
