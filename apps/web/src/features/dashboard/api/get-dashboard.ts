import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

export const dashboardKeys = { all: ['dashboard'] as const };

export const getDashboard = (signal?: AbortSignal) => callApi('getDashboard', {}, { signal });

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => getDashboard(signal),
    // The screen shows 'Failed to load dashboard data. Please try again later.' itself.
    meta: { silent: true },
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
