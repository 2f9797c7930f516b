import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { settingsKeys } from './get-business-profile';

/** Query keys of the Webhooks tab; every webhook mutation invalidates `webhookKeys.all`. */
export const webhookKeys = {
  all: [...settingsKeys.all, 'webhooks'] as const,
  list: [...settingsKeys.all, 'webhooks', 'list'] as const,
  deliveries: (id: number, page: number) => [...settingsKeys.all, 'webhooks', 'deliveries', id, page] as const,
};

export const getWebhooks = (signal?: AbortSignal) => callApi('listWebhooks', { query: {} }, { signal });

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: webhookKeys.list,
    queryFn: ({ signal }) => getWebhooks(signal),
    meta: { errorMessage: 'Error loading webhook endpoints' },
  });

export const useWebhooks = () => useQuery(webhooksQueryOptions());
