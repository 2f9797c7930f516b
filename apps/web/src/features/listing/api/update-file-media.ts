import type { UpdateFileMediaInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { listingKeys } from './get-listing';

export interface UpdateFileMediaVariables {
  fileId: number;
  body: UpdateFileMediaInput;
}

export const updateFileMedia = (projectId: number, { fileId, body }: UpdateFileMediaVariables) => callApi('updateFileMedia', { params: { id: projectId, fileId }, body });

/** What a file plays on the site (photo, video, floor plan) and a video's poster; the site's counts change with it. */
export function useUpdateFileMedia(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateFileMediaVariables) => updateFileMedia(projectId, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
    meta: { errorMessage: 'Failed to update the file.' },
  });
}
