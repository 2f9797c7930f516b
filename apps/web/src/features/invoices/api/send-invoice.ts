import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/features/projects/api/get-projects';
import { invoiceKeys } from './get-invoices';
import type { UpdateInvoiceResponse } from './update-invoice-status';

/** "Send": records sent_at and e-mails the client (decisions section 4). */
export const sendInvoice = (id: number) => apiFetch<UpdateInvoiceResponse>(`/api/v1/invoices/${id}/send/`, { method: 'POST' });

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    meta: { errorMessage: 'Failed to send invoice' },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: invoiceKeys.all }), queryClient.invalidateQueries({ queryKey: projectKeys.all })]),
  });
}
