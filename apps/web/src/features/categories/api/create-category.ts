import type { category, CreateCategoryInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';
import { categoryKeys } from './get-categories';

export const createCategory = (input: CreateCategoryInput) =>
  apiFetch<DataAnswer<typeof category>>('/api/v1/categories/', { method: 'POST', body: input });

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    meta: { errorMessage: 'Failed to save category.' },
  });
}
