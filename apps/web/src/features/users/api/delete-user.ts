import type { MessageResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { userKeys } from './get-users';

/** Deactivates the account, keeping its history (decisions section 3). */
export const deleteUser = (id: number) => apiFetch<MessageResponse>(`/api/v1/users/${id}/`, { method: 'DELETE' });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    meta: { errorMessage: 'Failed to delete user.' },
  });
}
