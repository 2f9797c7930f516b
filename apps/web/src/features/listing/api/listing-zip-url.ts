import type { ListingZipVariant } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { startDownload } from '@/lib/download-link';

/** A signed link that streams the shoot's ZIP (MLS size, favourites or print size), so the browser saves it as it arrives. */
export const listingZipUrl = (projectId: number, variant: ListingZipVariant) => callApi('listingZipUrl', { params: { id: projectId }, body: { variant } });

export function useListingZip(projectId: number) {
  return useMutation({
    mutationFn: (variant: ListingZipVariant) => listingZipUrl(projectId, variant),
    onSuccess: (answer) => startDownload(answer.data.download_url, answer.data.file_name),
    meta: { errorMessage: 'Download Failed', errorDescription: 'Could not download ZIP file.' },
  });
}
