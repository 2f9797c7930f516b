import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { settingsKeys } from './get-business-profile';

export const getSystemInfo = (signal?: AbortSignal) => callApi('getSystemInfo', {}, { signal });

export const systemInfoQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.system,
    queryFn: ({ signal }) => getSystemInfo(signal),
    // Read from the environment at start-up: it changes only with a restart.
    staleTime: Infinity,
    meta: { errorMessage: 'Error loading connection settings' },
  });

export const useSystemInfo = () => useQuery(systemInfoQueryOptions());
