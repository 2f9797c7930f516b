import type { category, UpdateCategoryInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';
import { categoryKeys } from './get-categories';

export const updateCategory = ({ id, input }: { id: number; input: UpdateCategoryInput }) =>
  apiFetch<DataAnswer<typeof category>>(`/api/v1/categories/${id}/`, { method: 'POST', body: input });

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    meta: { errorMessage: 'Failed to save category.' },
  });
}
