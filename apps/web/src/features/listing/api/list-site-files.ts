import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { listingKeys } from './get-listing';

/** A folder's files with what each plays on the site; under `listingKeys.all`, so a media change reads them again. */
export const siteFilesQueryOptions = (projectId: number, folderPath: string) =>
  queryOptions({
    queryKey: [...listingKeys.all, 'files', projectId, folderPath] as const,
    queryFn: ({ signal }) => callApi('listFiles', { params: { id: projectId }, query: { folder_path: folderPath } }, { signal }),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Failed to load files' },
  });

export const useSiteFiles = (projectId: number, folderPath: string) => useQuery(siteFilesQueryOptions(projectId, folderPath));
