import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

export const getStudioContact = (signal?: AbortSignal) => callApi('getStudioContact', {}, { signal });

export const studioContactQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'contact'] as const,
    queryFn: ({ signal }) => getStudioContact(signal),
    select: (answer) => answer.data,
    // The card says it could not load; a toast would add nothing.
    meta: { silent: true },
  });

/** The studio's name, e-mail, phone and address, as a client reaches it. */
export const useStudioContact = () => useQuery(studioContactQueryOptions());
