import type { MessageResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invoiceKeys } from '@/features/invoices/api/get-invoices';
import { projectKeys } from './get-projects';

export const deleteProject = (id: number) => apiFetch<MessageResponse>(`/api/v1/projects/${id}/`, { method: 'DELETE' });

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
