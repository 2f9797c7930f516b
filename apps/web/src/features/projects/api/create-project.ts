import type { CreateProjectInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { invoiceKeys } from '@/lib/shared-queries';
import { projectKeys } from './get-projects';

export const createProject = (body: CreateProjectInput) => callApi('createProject', { body });

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    meta: { errorMessage: 'Failed to create project.' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
}
