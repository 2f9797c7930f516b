import { useMutation, useQueryClient } from '@tanstack/react-query';
import { overviewKeys } from '@/lib/shared-queries';
import { callApi } from '@/lib/api-call';
import { transactionKeys } from './get-transactions';

export const deleteTransaction = (id: number) => callApi('deleteTransaction', { params: { id } });

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: transactionKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]),
    meta: { errorMessage: 'Failed to delete transaction.' },
  });
}
