import type { CreateTransactionInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { overviewKeys } from '@/lib/shared-queries';
import { callApi } from '@/lib/api-call';
import { transactionKeys } from './get-transactions';

export const createTransaction = (input: CreateTransactionInput) => callApi('createTransaction', { body: input });

export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransaction,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: transactionKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]),
    meta: { errorMessage: 'Failed to add transaction.' },
  });
}
