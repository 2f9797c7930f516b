import type { CreateSubscriptionInput, Plan, plan, subscription, SubscriptionList, SubscriptionListQuery, UpdatePlanInput } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';
import { toQueryString } from '@/lib/query-string';

/** Plans and subscriptions change together (a plan's price shows on new subscriptions): one key root. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  list: (query: SubscriptionListQuery) => [...subscriptionKeys.all, 'list', query] as const,
};

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: ({ signal }) => apiFetch<{ success: true; data: Plan[] }>('/api/v1/plans/', { signal }),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Error loading plans' },
  });
export const usePlans = () => useQuery(plansQueryOptions());

export const useSubscriptions = (query: SubscriptionListQuery) =>
  useQuery(
    queryOptions({
      queryKey: subscriptionKeys.list(query),
      queryFn: ({ signal }) => apiFetch<SubscriptionList>(`/api/v1/subscriptions/${toQueryString(query)}`, { signal }),
      placeholderData: keepPreviousData,
      meta: { errorMessage: 'Error loading subscriptions' },
    }),
  );

function useSubscriptionsMutation<Input>(mutationFn: (input: Input) => Promise<unknown>, errorMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }), meta: { errorMessage } });
}

export const useCreateSubscription = () =>
  useSubscriptionsMutation((input: CreateSubscriptionInput) => apiFetch<DataAnswer<typeof subscription>>('/api/v1/subscriptions/', { method: 'POST', body: input }), 'Failed to create subscription.');

export const useCancelSubscription = () =>
  useSubscriptionsMutation((id: number) => apiFetch<DataAnswer<typeof subscription>>(`/api/v1/subscriptions/${id}/`, { method: 'POST', body: { status: 'cancelled' } }), 'Failed to cancel subscription.');

export const useUpdatePlan = () =>
  useSubscriptionsMutation(({ id, input }: { id: number; input: UpdatePlanInput }) => apiFetch<DataAnswer<typeof plan>>(`/api/v1/plans/${id}/`, { method: 'POST', body: input }), 'Failed to save plan.');
