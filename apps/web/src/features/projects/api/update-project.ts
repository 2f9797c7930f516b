import type { UpdateProjectInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { invoiceKeys } from '@/lib/shared-queries';
import { projectKeys } from './get-projects';

export interface UpdateProjectVariables {
  id: number;
  body: UpdateProjectInput;
}

/** The update is a JSON POST to the project itself. */
export const updateProject = ({ id, body }: UpdateProjectVariables) => callApi('updateProject', { params: { id }, body });

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
