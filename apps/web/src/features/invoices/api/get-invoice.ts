import type { ClientInvoice, Invoice } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invoiceKeys } from './get-invoices';

export const getInvoice = (id: number, signal?: AbortSignal) => apiFetch<{ success: true; data: ClientInvoice }>(`/api/v1/invoices/${id}/`, { signal });

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
    queryFn: ({ signal }) => apiFetch<{ success: true; data: Invoice }>(`/api/v1/invoices/${id}/`, { signal }),
    select: (answer) => answer.data,
    enabled: Number.isInteger(id) && id > 0,
    meta: { silent: true },
  });
