import type { systemInfo } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';
import { settingsKeys } from './get-business-profile';

export const getSystemInfo = (signal?: AbortSignal) => apiFetch<DataAnswer<typeof systemInfo>>('/api/v1/settings/system/', { signal });

export const systemInfoQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.system,
    queryFn: ({ signal }) => getSystemInfo(signal),
    // Read from the environment at start-up: it changes only with a restart.
    staleTime: Infinity,
    meta: { errorMessage: 'Error loading connection settings' },
  });

export const useSystemInfo = () => useQuery(systemInfoQueryOptions());
