import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { settingsKeys } from './get-business-profile';

export const getApiEndpoints = (signal?: AbortSignal) => callApi('listApiEndpoints', {}, { signal });

export const apiEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.endpoints,
    queryFn: ({ signal }) => getApiEndpoints(signal),
    // The server's routes change only with a new release.
    staleTime: Infinity,
    meta: { errorMessage: 'Error loading API endpoints' },
  });

export const useApiEndpoints = () => useQuery(apiEndpointsQueryOptions());
