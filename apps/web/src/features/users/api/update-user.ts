import type { AssignRoleInput, UpdateUserInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { assignUserRole } from './assign-user-role';
import { userKeys } from './get-users';

export interface UpdateUserVariables {
  id: number;
  /** Name, e-mail and, when typed, a new password. */
  input: UpdateUserInput;
  /** Set when the role or the customer's company changed: sent through the role call. */
  role?: AssignRoleInput;
}

export async function updateUser({ id, input, role }: UpdateUserVariables) {
  const answer = await callApi('updateUser', { params: { id }, body: input });
  return role ? assignUserRole({ id, input: role }) : answer;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // Invalidate even after a half-done update (details saved, role refused), so the list shows what was stored.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    meta: { errorMessage: 'Failed to save user.', inlineFields: ['email'] },
  });
}
