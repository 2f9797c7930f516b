import type { Invoice } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { invoiceKeys } from './get-invoices';

export const getInvoice = (id: number, signal?: AbortSignal) => callApi('getInvoice', { params: { id } }, { signal });

export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...invoiceKeys.all, 'detail', id] as const,
    queryFn: ({ signal }) => getInvoice(id, signal),
    select: (answer) => answer.data,
  });

/** One invoice as a client sees it (its own company's, without the studio's costs); nothing is fetched without an id. */
export const useInvoice = (id: number | null | undefined) => useQuery({ ...invoiceQueryOptions(id ?? 0), enabled: Boolean(id) });

/** One invoice as staff read it (expenses included), for the invoice page a project links to; the page shows its own error. */
export const useStaffInvoice = (id: number) =>
  useQuery({
    queryKey: [...invoiceKeys.all, 'detail', id] as const,
    queryFn: ({ signal }) => getInvoice(id, signal),
    // Staff are answered the whole invoice; only a client's answer leaves the costs out.
    select: (answer) => answer.data as Invoice,
    enabled: Number.isInteger(id) && id > 0,
    meta: { silent: true },
  });
