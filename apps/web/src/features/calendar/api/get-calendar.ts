import type { CalendarQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** Under one key, so booking or moving a shoot refreshes every range and the unscheduled list. */
export const calendarKeys = {
  all: ['calendar'] as const,
  range: (query: Partial<CalendarQuery>) => [...calendarKeys.all, 'range', query] as const,
  unscheduled: ['calendar', 'unscheduled'] as const,
};

export const getCalendar = (query: Partial<CalendarQuery>, signal?: AbortSignal) => callApi('getCalendar', { query }, { signal });

/** The shoots booked in [from, to), scoped by the server: staff see every one, a photographer their own. */
export function useCalendar(query: Partial<CalendarQuery> | null) {
  return useQuery({
    ...queryOptions({
      queryKey: calendarKeys.range(query ?? {}),
      queryFn: ({ signal }) => getCalendar(query ?? {}, signal),
      placeholderData: keepPreviousData,
      meta: { errorMessage: 'Error loading the calendar' },
    }),
    enabled: query !== null,
  });
}
