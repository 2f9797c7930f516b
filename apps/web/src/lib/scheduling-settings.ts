import { defaultCancelCutoffHours, defaultTimeZone, defaultWorkingHours } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { displayZone } from '@/lib/zoned-time';

/** Under the business profile's key space, so saving the profile refreshes it. */
export const schedulingSettingsKey = ['settings', 'scheduling'] as const;

export const getSchedulingSettings = (signal?: AbortSignal) => callApi('getSchedulingSettings', {}, { signal });

export const schedulingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: schedulingSettingsKey,
    queryFn: ({ signal }) => getSchedulingSettings(signal),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
    // Screens fall back to the defaults; a toast would add nothing.
    meta: { silent: true },
  });

/**
 * The business time zone, working hours and the clients' cut-off, read by every screen that shows
 * a shoot time. Until they arrive (or if they cannot), the contract's defaults stand in.
 */
export function useSchedulingSettings() {
  const query = useQuery(schedulingSettingsQueryOptions());
  const data = query.data;
  return {
    query,
    loaded: Boolean(data),
    timeZone: displayZone(data?.time_zone ?? defaultTimeZone),
    workingHours: data?.working_hours ?? defaultWorkingHours,
    cancelCutoffHours: data?.cancel_cutoff_hours ?? defaultCancelCutoffHours,
  };
}
