import type { studioContact } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';

export const getStudioContact = (signal?: AbortSignal) => apiFetch<DataAnswer<typeof studioContact>>('/api/v1/settings/contact/', { signal });

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
