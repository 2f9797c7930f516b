import type { UpdateListingInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { listingKeys } from './get-listing';

export const updateListing = (projectId: number, body: UpdateListingInput) => callApi('updateListing', { params: { id: projectId }, body });

/** Saves the facts and the tour; the answer is the whole site, which replaces the cached one. */
export function useUpdateListing(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateListingInput) => updateListing(projectId, body),
    onSuccess: (answer) => queryClient.setQueryData(listingKeys.site(projectId), answer),
    // The form shows the field's message under it; the toast says the rest.
    meta: { errorMessage: 'Failed to save the listing.', inlineFields: ['address', 'price', 'bedrooms', 'bathrooms', 'floor_area', 'description', 'agent_name', 'agent_phone', 'agent_photo_file_id', 'tour_url'] },
  });
}
