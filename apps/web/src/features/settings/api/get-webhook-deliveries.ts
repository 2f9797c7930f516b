import type { WebhookDeliveryList } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { webhookKeys } from './get-webhooks';

export const deliveriesPageSize = 10;

export const getWebhookDeliveries = (id: number, page: number, signal?: AbortSignal) =>
  callApi('listWebhookDeliveries', { params: { id }, query: { page, page_size: deliveriesPageSize } }, { signal });

/** A pending delivery about to be tried (first try, or a retry due within the minute): worth watching. */
const dueSoon = ({ status, attempts, next_attempt_at }: WebhookDeliveryList['data'][number]) =>
  status === 'pending' && (attempts === 0 || next_attempt_at === null || Date.parse(next_attempt_at) - Date.now() < 60_000);

/** Looked at again every few seconds while a delivery on the page is about to be tried; a retry hours away is not waited for. */
const whilePending = (answer: WebhookDeliveryList | undefined) => (answer?.data.some(dueSoon) ? 3000 : false);

export const webhookDeliveriesQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: ({ signal }) => getWebhookDeliveries(id, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => whilePending(query.state.data),
    meta: { errorMessage: 'Error loading the delivery log' },
  });

export const useWebhookDeliveries = (id: number, page: number) => useQuery(webhookDeliveriesQueryOptions(id, page));
