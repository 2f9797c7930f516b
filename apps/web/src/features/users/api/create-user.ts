import type { CreateUserInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { userKeys } from './get-users';

export const createUser = (input: CreateUserInput) => callApi('createUser', { body: input });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    meta: { errorMessage: 'Failed to save user.', inlineFields: ['email'] },
  });
}
