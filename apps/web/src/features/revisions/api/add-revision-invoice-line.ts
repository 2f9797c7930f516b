import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { invoiceKeys, projectKeys } from '@/lib/shared-queries';
import { revisionKeys } from './revision-keys';

export const addRevisionInvoiceLine = (id: number) => callApi('addRevisionInvoiceLine', { params: { id }, body: {} });

/** Bills a billable round as a line on the project's invoice, at the business's revision price. */
export function useAddRevisionInvoiceLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRevisionInvoiceLine,
    meta: { errorMessage: 'Could not add the round to the invoice.' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]),
  });
}
