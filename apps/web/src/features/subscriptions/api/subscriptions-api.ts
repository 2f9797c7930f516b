import type { CreateSubscriptionInput, SubscriptionListQuery, UpdatePlanInput } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** Plans and subscriptions change together (a plan's price shows on new subscriptions): one key root. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  list: (query: SubscriptionListQuery) => [...subscriptionKeys.all, 'list', query] as const,
};

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: ({ signal }) => callApi('listPlans', {}, { signal }),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Error loading plans' },
  });
export const usePlans = () => useQuery(plansQueryOptions());

export const useSubscriptions = (query: SubscriptionListQuery) =>
  useQuery(
    queryOptions({
      queryKey: subscriptionKeys.list(query),
      queryFn: ({ signal }) => callApi('listSubscriptions', { query }, { signal }),
      placeholderData: keepPreviousData,
      meta: { errorMessage: 'Error loading subscriptions' },
    }),
  );

function useSubscriptionsMutation<Input>(mutationFn: (input: Input) => Promise<unknown>, errorMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }), meta: { errorMessage } });
}

export const useCreateSubscription = () =>
  useSubscriptionsMutation((input: CreateSubscriptionInput) => callApi('createSubscription', { body: input }), 'Failed to create subscription.');

export const useCancelSubscription = () =>
  useSubscriptionsMutation((id: number) => callApi('cancelSubscription', { params: { id }, body: { status: 'cancelled' } }), 'Failed to cancel subscription.');

export const useUpdatePlan = () =>
  useSubscriptionsMutation(({ id, input }: { id: number; input: UpdatePlanInput }) => callApi('updatePlan', { params: { id }, body: input }), 'Failed to save plan.');
