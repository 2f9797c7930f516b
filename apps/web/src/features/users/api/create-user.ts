import type { CreateUserInput, user } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';
import { userKeys } from './get-users';

export const createUser = (input: CreateUserInput) => apiFetch<DataAnswer<typeof user>>('/api/v1/users/', { method: 'POST', body: input });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    meta: { errorMessage: 'Failed to save user.', inlineFields: ['email'] },
  });
}
