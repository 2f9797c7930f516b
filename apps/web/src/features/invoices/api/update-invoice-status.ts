import type { Invoice, InvoiceStatus } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/features/projects/api/get-projects';
import { invoiceKeys } from './get-invoices';

export interface UpdateInvoiceResponse {
  success: true;
  message: string;
  data: Invoice;
}

export const updateInvoiceStatus = ({ id, status }: { id: number; status: InvoiceStatus }) =>
  apiFetch<UpdateInvoiceResponse>(`/api/v1/invoices/${id}/`, { method: 'POST', body: { status } });

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
