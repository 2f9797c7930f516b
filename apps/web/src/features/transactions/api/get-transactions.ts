import type { TransactionListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** Query keys of the ledger; its changes also move the Overview's figures. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (query: TransactionListQuery) => [...transactionKeys.all, 'list', query] as const,
};

export const getTransactions = (query: TransactionListQuery, signal?: AbortSignal) => callApi('listTransactions', { query }, { signal });

export const transactionsQueryOptions = (query: TransactionListQuery) =>
  queryOptions({
    queryKey: transactionKeys.list(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error loading transactions' },
  });

export const useTransactions = (query: TransactionListQuery) => useQuery(transactionsQueryOptions(query));
