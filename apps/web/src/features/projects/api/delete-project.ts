import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { invoiceKeys } from '@/lib/shared-queries';
import { projectKeys } from './get-projects';

export const deleteProject = (id: number) => callApi('deleteProject', { params: { id } });

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    meta: { errorMessage: 'Failed to delete project.' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
}
