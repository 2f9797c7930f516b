import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { settingsKeys } from './get-business-profile';

export const getApiKeys = (signal?: AbortSignal) => callApi('listApiKeys', {}, { signal });

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.apiKeys,
    queryFn: ({ signal }) => getApiKeys(signal),
    meta: { errorMessage: 'Error loading API keys' },
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
