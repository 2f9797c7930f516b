import type { CreateCalendarFeedInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { calendarFeedKeys } from './list-calendar-feeds';

export const createCalendarFeed = (body: CreateCalendarFeedInput) => callApi('createCalendarFeed', { body });

/** A new private URL (the previous one stops working); the answer carries the URL this once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    meta: { errorMessage: 'Could not create the calendar feed.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}
