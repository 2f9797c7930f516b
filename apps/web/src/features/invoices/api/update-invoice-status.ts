import type { InvoiceStatus } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { projectKeys } from '@/lib/shared-queries';
import { invoiceKeys } from './get-invoices';

export const updateInvoiceStatus = ({ id, status }: { id: number; status: InvoiceStatus }) => callApi('updateInvoice', { params: { id }, body: { status } });

export function useUpdateInvoiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceStatus,
    meta: { errorMessage: 'Failed to update status' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]),
  });
}
