import type { Project, UpdateProjectInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invoiceKeys } from '@/features/invoices/api/get-invoices';
import { projectKeys } from './get-projects';

export interface UpdateProjectResponse {
  success: true;
  message: string;
  data: Project;
}

export interface UpdateProjectVariables {
  id: number;
  body: UpdateProjectInput;
}

/** The spec's update is a JSON POST to the project itself. */
export const updateProject = ({ id, body }: UpdateProjectVariables) =>
  apiFetch<UpdateProjectResponse>(`/api/v1/projects/${id}/`, { method: 'POST', body });

/** `errorMessage` differs per screen: the edit dialog, Assign Editor and Update Status each have their own. */
export function useUpdateProject(errorMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    meta: { errorMessage },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
}
