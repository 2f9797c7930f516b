import type { Invoice } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { getInvoice, invoiceKeys } from '@/lib/shared-queries';

export { getInvoice, invoiceQueryOptions, useInvoice } from '@/lib/shared-queries';

/** One invoice as staff read it (expenses included), for the invoice page a project links to; the page shows its own error. */
export const useStaffInvoice = (id: number) =>
  useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    // Staff are answered the whole invoice; only a client's answer leaves the costs out.
    select: (answer) => answer.data as Invoice,
    enabled: Number.isInteger(id) && id > 0,
    meta: { silent: true },
  });
