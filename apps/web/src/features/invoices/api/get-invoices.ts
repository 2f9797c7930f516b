import type { InvoiceList, InvoiceListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { invoiceKeys } from '@/lib/shared-queries';

export { invoiceKeys };


/** The list as staff read it: a client's answer leaves the costs out, staff are answered the whole list. */
export const getInvoices = (query: InvoiceListQuery, signal?: AbortSignal) => callApi('listInvoices', { query }, { signal }) as Promise<InvoiceList>;

export const invoicesQueryOptions = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Failed to load invoices' },
  });

export const useInvoices = (query: InvoiceListQuery) => useQuery(invoicesQueryOptions(query));
