import type { dashboardCounts } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';

export const dashboardKeys = { all: ['dashboard'] as const };

export const getDashboard = (signal?: AbortSignal) => apiFetch<DataAnswer<typeof dashboardCounts>>('/api/v1/dashboard/', { signal });

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => getDashboard(signal),
    // The screen shows 'Failed to load dashboard data. Please try again later.' itself.
    meta: { silent: true },
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
