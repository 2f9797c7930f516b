import type { ExpenseEntry } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/features/projects/api/get-projects';
import { invoiceKeys } from './get-invoices';
import type { UpdateInvoiceResponse } from './update-invoice-status';

export const updateInvoiceExpenses = ({ id, expense }: { id: number; expense: ExpenseEntry[] }) =>
  apiFetch<UpdateInvoiceResponse>(`/api/v1/invoices/${id}/`, { method: 'POST', body: { expense } });

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
