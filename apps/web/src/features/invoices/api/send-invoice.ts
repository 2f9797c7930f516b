import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { projectKeys } from '@/lib/shared-queries';
import { invoiceKeys } from './get-invoices';

/** "Send": records sent_at and e-mails the client; from then on the client can see the invoice. */
export const sendInvoice = (id: number) => callApi('sendInvoice', { params: { id } });

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    meta: { errorMessage: 'Failed to send invoice' },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: invoiceKeys.all }), queryClient.invalidateQueries({ queryKey: projectKeys.all })]),
  });
}
