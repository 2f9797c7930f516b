import type { ScheduleProjectInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { invoiceKeys, projectKeys } from '@/lib/shared-queries';
import { calendarKeys } from './get-calendar';

export interface ScheduleProjectVariables {
  id: number;
  body: ScheduleProjectInput;
}

export const scheduleProject = ({ id, body }: ScheduleProjectVariables) => callApi('scheduleProject', { params: { id }, body });

/** Books (or moves) a shoot. The dialog shows a refusal itself (a 409 names the other shoot), so nothing toasts. */
export function useScheduleProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleProject,
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
}
