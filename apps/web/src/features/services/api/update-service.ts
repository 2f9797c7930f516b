import type { service, UpdateServiceInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';
import { serviceKeys } from './get-services';

export const updateService = ({ id, input }: { id: number; input: UpdateServiceInput }) =>
  apiFetch<DataAnswer<typeof service>>(`/api/v1/services/${id}/`, { method: 'POST', body: input });

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
    meta: { errorMessage: 'Failed to save service.' },
  });
}
