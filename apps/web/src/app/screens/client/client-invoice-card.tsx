import { FileDown, Receipt } from 'lucide-react';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDownloadInvoicePdf } from '@/features/invoices/api/download-invoice-pdf';
import { useInvoice } from '@/features/invoices/api/get-invoice';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { Money, useMoney } from '@/lib/money';
import { InvoiceLines } from '@/features/invoices/components/invoice-lines';
import { PayInvoiceButton } from './pay-invoice';

/**
 * The client's invoice for the shoot: number, total, due date, Pay Invoice while it is not paid, and
 * its PDF. The studio's draft is not the client's yet (the server gives no invoice id), so until it
 * is sent the card says so.
 */
export function ClientInvoiceCard({ invoiceId }: { invoiceId: number | null | undefined }) {
  const invoice = useInvoice(invoiceId);
  const pdf = useDownloadInvoicePdf();
  const money = useMoney();
  const notIssued = !invoiceId || (invoice.error instanceof ApiError && invoice.error.status === 404);
  if (!notIssued && invoice.isError) return null;
  const data = invoice.data;
  const paid = data?.status === 'paid';

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Receipt className="size-4 text-muted-foreground" aria-hidden />
          <h2>Invoice</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {notIssued ? (
          <div className="flex flex-col gap-1">
            <p className="font-medium">Invoice not issued yet</p>
            <p className="text-muted-foreground">The studio sends the invoice when it is ready; it will show here with its PDF.</p>
          </div>
        ) : !data ? (
          <Skeleton className="h-20" />
        ) : (
          <>
            <dl className="grid gap-3">
              <div className="grid grid-cols-[7.5rem_1fr] gap-2">
                <dt className="text-muted-foreground">Number</dt>
                <dd className="font-mono">{data.invoiceNumber}</dd>
              </div>
              <div className="grid grid-cols-[7.5rem_1fr] gap-2">
                <dt className="text-muted-foreground">Total</dt>
                <dd className="font-semibold tabular-nums"><Money amount={data.total} currency={data.currency} /></dd>
              </div>
              <div className="grid grid-cols-[7.5rem_1fr] gap-2">
                <dt className="text-muted-foreground">{paid ? 'Paid' : 'Due'}</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  {paid ? `${formatDate(data.paid_at)}${data.payment_method === 'card' ? ' by card' : ''}` : formatDate(data.due_date)}
                  <StatusBadge status={paid ? 'Paid' : 'Not Paid'} />
                </dd>
              </div>
            </dl>
            <InvoiceLines lines={data.lines} amount={(value) => money(value, data.currency)} />
            <div className="flex flex-wrap gap-2">
              {!paid && <PayInvoiceButton invoiceId={data.id} />}
              <Button variant="outline" className="w-fit" disabled={pdf.isPending} onClick={() => pdf.mutate({ id: data.id, invoiceNumber: data.invoiceNumber })}>
                {pdf.isPending ? <Spinner className="text-current" /> : <FileDown aria-hidden />}
                Download invoice (PDF)
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
