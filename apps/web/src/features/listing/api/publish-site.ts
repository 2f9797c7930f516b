import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { listingKeys } from './get-listing';

export const publishSite = (projectId: number) => callApi('publishSite', { params: { id: projectId } });
export const unpublishSite = (projectId: number) => callApi('unpublishSite', { params: { id: projectId } });

/** Publish (live before payment) or Unpublish (down at once); the answer replaces the cached site. */
export function usePublishSite(projectId: number, action: 'publish' | 'unpublish') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (action === 'publish' ? publishSite(projectId) : unpublishSite(projectId)),
    onSuccess: (answer) => queryClient.setQueryData(listingKeys.site(projectId), answer),
    meta: { errorMessage: action === 'publish' ? 'Failed to publish the website.' : 'Failed to unpublish the website.' },
  });
}
