import type { InvoiceList, InvoiceListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

/** Query keys of this domain; mutations invalidate `invoiceKeys.all` (and the projects, whose badge shows paid). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.all, 'list', query] as const,
};

export const getInvoices = (query: InvoiceListQuery, signal?: AbortSignal) =>
  apiFetch<InvoiceList>(`/api/v1/invoices/${toQueryString(query)}`, { signal });

export const invoicesQueryOptions = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Failed to load invoices' },
  });

export const useInvoices = (query: InvoiceListQuery) => useQuery(invoicesQueryOptions(query));
