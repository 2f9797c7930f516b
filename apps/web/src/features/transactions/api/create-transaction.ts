import type { CreateTransactionInput, transaction } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { overviewKeys } from '@/features/overview/api/get-overview';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';
import { transactionKeys } from './get-transactions';

export const createTransaction = (input: CreateTransactionInput) => apiFetch<DataAnswer<typeof transaction>>('/api/v1/transactions/', { method: 'POST', body: input });

export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransaction,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: transactionKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]),
    meta: { errorMessage: 'Failed to add transaction.' },
  });
}
