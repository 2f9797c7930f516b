import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** Query keys of a shoot's property website; every listing mutation writes or invalidates `listingKeys.site`. */
export const listingKeys = {
  all: ['listing'] as const,
  site: (projectId: number) => ['listing', 'site', projectId] as const,
};

export const getListing = (projectId: number, signal?: AbortSignal) => callApi('getListing', { params: { id: projectId } }, { signal });

export const listingQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: listingKeys.site(projectId),
    queryFn: ({ signal }) => getListing(projectId, signal),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Error loading the property website' },
  });

/** The shoot's property website: state, links, facts, media counts and page views; `silent` where it is a side card that just stays away. */
export const useListing = (projectId: number, { silent = false }: { silent?: boolean } = {}) =>
  useQuery({ ...listingQueryOptions(projectId), enabled: Number.isInteger(projectId) && projectId > 0, ...(silent && { meta: { silent: true } }) });
