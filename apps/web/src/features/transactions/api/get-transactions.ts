import type { TransactionList, TransactionListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

/** Query keys of the ledger; its changes also move the Overview's figures. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (query: TransactionListQuery) => [...transactionKeys.all, 'list', query] as const,
};

export const getTransactions = (query: TransactionListQuery, signal?: AbortSignal) =>
  apiFetch<TransactionList>(`/api/v1/transactions/${toQueryString(query)}`, { signal });

export const transactionsQueryOptions = (query: TransactionListQuery) =>
  queryOptions({
    queryKey: transactionKeys.list(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error loading transactions' },
  });

export const useTransactions = (query: TransactionListQuery) => useQuery(transactionsQueryOptions(query));
