import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { invoiceKeys, projectKeys } from '@/lib/shared-queries';

export const cancelOrder = (id: number) => callApi('cancelOrder', { params: { id }, body: {} });

/** Cancels a shoot (a client only before the cut-off; the server decides). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    meta: { errorMessage: 'Could not cancel the shoot.' },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: projectKeys.all }), queryClient.invalidateQueries({ queryKey: invoiceKeys.all })]),
  });
}
