import type { CreateServiceInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { serviceKeys } from './get-services';

export const createService = (input: CreateServiceInput) => callApi('createService', { body: input });

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
    meta: { errorMessage: 'Failed to save service.' },
  });
}
