import type { CreateOrderInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { invoiceKeys, projectKeys } from '@/lib/shared-queries';

export const createOrder = (body: CreateOrderInput) => callApi('createOrder', { body });

/** Books the shoot: a new project, pending, with its order and invoice. */
export function useCreateOrder(inlineFields: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    meta: { errorMessage: 'Could not book the shoot.', inlineFields },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: projectKeys.all }), queryClient.invalidateQueries({ queryKey: invoiceKeys.all })]),
  });
}
