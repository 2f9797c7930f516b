import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** A photographer's own booked shoots in [from, to): the server scopes the calendar to them. */
export function useMyCalendar(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['calendar', 'range', range ?? {}] as const,
    queryFn: ({ signal }) => callApi('getCalendar', { query: range ?? {} }, { signal }),
    placeholderData: keepPreviousData,
    enabled: range !== null,
    meta: { errorMessage: 'Error loading your calendar' },
  });
}
