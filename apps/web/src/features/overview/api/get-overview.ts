import type { OverviewPeriod } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { overviewKeys } from '@/lib/shared-queries';

export { overviewKeys };

export const getOverview = (period: OverviewPeriod, signal?: AbortSignal) => callApi('getOverview', { query: { period } }, { signal });

export const overviewQueryOptions = (period: OverviewPeriod) =>
  queryOptions({
    queryKey: overviewKeys.period(period),
    queryFn: ({ signal }) => getOverview(period, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Failed to load dashboard data. Please try again later.' },
  });

export const useOverview = (period: OverviewPeriod) => useQuery(overviewQueryOptions(period));
