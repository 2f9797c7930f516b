import type { UpdateServiceInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { serviceKeys } from './get-services';

export const updateService = ({ id, input }: { id: number; input: UpdateServiceInput }) => callApi('updateService', { params: { id }, body: input });

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
    meta: { errorMessage: 'Failed to save service.' },
  });
}
