import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

export const calendarFeedKeys = { all: ['calendar-feeds'] as const };

export const listCalendarFeeds = (signal?: AbortSignal) => callApi('listCalendarFeeds', {}, { signal });

/** The feeds in the caller's scope: the owner's every one, a photographer's their own, a client's its company's. */
export const calendarFeedsQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedKeys.all,
    queryFn: ({ signal }) => listCalendarFeeds(signal),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Error loading calendar feeds' },
  });

export const useCalendarFeeds = () => useQuery(calendarFeedsQueryOptions());
