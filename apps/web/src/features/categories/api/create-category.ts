import type { CreateCategoryInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { categoryKeys } from './get-categories';

export const createCategory = (input: CreateCategoryInput) => callApi('createCategory', { body: input });

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    meta: { errorMessage: 'Failed to save category.' },
  });
}
