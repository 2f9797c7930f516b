import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** Query keys of the Settings screen; saving the profile writes `settingsKeys.businessProfile`. */
export const settingsKeys = {
  all: ['settings'] as const,
  businessProfile: ['settings', 'business-profile'] as const,
  system: ['settings', 'system'] as const,
  endpoints: ['settings', 'endpoints'] as const,
  apiKeys: ['settings', 'api-keys'] as const,
};

export const getBusinessProfile = (signal?: AbortSignal) => callApi('getBusinessProfile', {}, { signal });

export const businessProfileQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.businessProfile,
    queryFn: ({ signal }) => getBusinessProfile(signal),
    meta: { errorMessage: 'Error loading the business profile' },
  });

export const useBusinessProfile = () => useQuery(businessProfileQueryOptions());
