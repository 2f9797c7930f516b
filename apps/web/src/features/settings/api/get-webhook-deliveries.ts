import type { WebhookDeliveryList } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { webhookKeys } from './get-webhooks';

export const deliveriesPageSize = 10;

export const getWebhookDeliveries = (id: number, page: number, signal?: AbortSignal) =>
  callApi('listWebhookDeliveries', { params: { id }, query: { page, page_size: deliveriesPageSize } }, { signal });

/** Looked at again every few seconds while a delivery on the page is still pending. */
const whilePending = (answer: WebhookDeliveryList | undefined) => (answer?.data.some((delivery) => delivery.status === 'pending') ? 3000 : false);

export const webhookDeliveriesQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: ({ signal }) => getWebhookDeliveries(id, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => whilePending(query.state.data),
    meta: { errorMessage: 'Error loading the delivery log' },
  });

export const useWebhookDeliveries = (id: number, page: number) => useQuery(webhookDeliveriesQueryOptions(id, page));
