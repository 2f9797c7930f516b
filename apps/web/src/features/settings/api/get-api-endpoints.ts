import type { apiEndpoint } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';
import { settingsKeys } from './get-business-profile';

type EndpointList = z.ZodArray<typeof apiEndpoint>;

export const getApiEndpoints = (signal?: AbortSignal) => apiFetch<DataAnswer<EndpointList>>('/api/v1/settings/endpoints/', { signal });

export const apiEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.endpoints,
    queryFn: ({ signal }) => getApiEndpoints(signal),
    // The server's routes change only with a new release.
    staleTime: Infinity,
    meta: { errorMessage: 'Error loading API endpoints' },
  });

export const useApiEndpoints = () => useQuery(apiEndpointsQueryOptions());
