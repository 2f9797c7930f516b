import type { MessageResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { overviewKeys } from '@/features/overview/api/get-overview';
import { apiFetch } from '@/lib/api-client';
import { transactionKeys } from './get-transactions';

export const deleteTransaction = (id: number) => apiFetch<MessageResponse>(`/api/v1/transactions/${id}/`, { method: 'DELETE' });

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: transactionKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]),
    meta: { errorMessage: 'Failed to delete transaction.' },
  });
}
