import type { RescheduleRequestInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { projectKeys } from '@/lib/shared-queries';

export const requestReschedule = ({ id, body }: { id: number; body: RescheduleRequestInput }) => callApi('requestReschedule', { params: { id }, body });

/** Asks to move the shoot to new preferred times; the booked time is released until the studio picks one. */
export function useRequestReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReschedule,
    meta: { errorMessage: 'Could not ask to reschedule.', inlineFields: ['preferred_windows'] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
