import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { calendarFeedKeys } from './list-calendar-feeds';

export const revokeCalendarFeed = (id: number) => callApi('revokeCalendarFeed', { params: { id } });

/** Revoking: the feed's URL stops answering at once. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    meta: { errorMessage: 'Could not revoke the calendar feed.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}
