import type { Overview, OverviewPeriod } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

export const overviewKeys = { all: ['overview'] as const, period: (period: OverviewPeriod) => ['overview', period] as const };

export const getOverview = (period: OverviewPeriod, signal?: AbortSignal) =>
  apiFetch<{ success: true; data: Overview }>(`/api/v1/overview/${toQueryString({ period })}`, { signal });

export const overviewQueryOptions = (period: OverviewPeriod) =>
  queryOptions({
    queryKey: overviewKeys.period(period),
    queryFn: ({ signal }) => getOverview(period, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Failed to load dashboard data. Please try again later.' },
  });

export const useOverview = (period: OverviewPeriod) => useQuery(overviewQueryOptions(period));
