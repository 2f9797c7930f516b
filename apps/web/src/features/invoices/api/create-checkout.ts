import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** "Pay Invoice" online: a checkout page of the payment provider for the invoice total (the server decides the amount). */
export const createCheckout = (invoiceId: number) => callApi('createInvoiceCheckout', { params: { id: invoiceId } });

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout, meta: { errorMessage: 'Could not open the payment page' } });
}
