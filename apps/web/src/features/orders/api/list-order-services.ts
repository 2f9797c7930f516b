import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

export const listOrderServices = (signal?: AbortSignal) => callApi('listOrderServices', {}, { signal });

/** The services a client may order (active ones), with price, GST and duration. */
export const orderServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['orders', 'services'] as const,
    queryFn: ({ signal }) => listOrderServices(signal),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Error loading services' },
  });

export const useOrderServices = () => useQuery(orderServicesQueryOptions());
