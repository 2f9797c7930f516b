import type { CreateProjectInput, CreateProjectResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invoiceKeys } from '@/features/invoices/api/get-invoices';
import { projectKeys } from './get-projects';

export const createProject = (body: CreateProjectInput) =>
  apiFetch<CreateProjectResponse>('/api/v1/projects/', { method: 'POST', body });

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
