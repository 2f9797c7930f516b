import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { userKeys } from './get-users';

/** Deactivates the account, keeping its history. */
export const deleteUser = (id: number) => callApi('deleteUser', { params: { id } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    meta: { errorMessage: 'Failed to delete user.' },
  });
}
