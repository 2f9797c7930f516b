import type { ExpenseEntry } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { projectKeys } from '@/lib/shared-queries';
import { invoiceKeys } from './get-invoices';

export const updateInvoiceExpenses = ({ id, expense }: { id: number; expense: ExpenseEntry[] }) => callApi('updateInvoice', { params: { id }, body: { expense } });

/** Net Profit and Total Expenses are server figures, so the list is refetched after a save. */
export function useUpdateInvoiceExpenses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceExpenses,
    meta: { errorMessage: 'Failed to update expenses' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]),
  });
}
