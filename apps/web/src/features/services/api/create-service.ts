import type { service, CreateServiceInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';
import { serviceKeys } from './get-services';

export const createService = (input: CreateServiceInput) =>
  apiFetch<DataAnswer<typeof service>>('/api/v1/services/', { method: 'POST', body: input });

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
    meta: { errorMessage: 'Failed to save service.' },
  });
}
