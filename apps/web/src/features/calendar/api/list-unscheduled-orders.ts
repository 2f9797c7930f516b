import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { calendarKeys } from './get-calendar';

export const listUnscheduledOrders = (signal?: AbortSignal) => callApi('listUnscheduledOrders', {}, { signal });

export const unscheduledOrdersQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.unscheduled,
    queryFn: ({ signal }) => listUnscheduledOrders(signal),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Error loading unscheduled orders' },
  });

/** Orders waiting for a time, oldest first: the side list staff drag onto the calendar. */
export const useUnscheduledOrders = (enabled = true) => useQuery({ ...unscheduledOrdersQueryOptions(), enabled });
