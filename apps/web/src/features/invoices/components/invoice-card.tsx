import type { Invoice } from '@portal/contract';
import { gstRateLabels, type GstRate } from '@portal/contract';
import { CircleCheck, CircleX, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle, CardDescription, CardAction } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatMoney } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useUpdateInvoiceStatus } from '../api/update-invoice-status';

export const invoiceStatusLabel = (status: string) => (status === 'paid' ? 'Paid' : 'Not Paid');

/** '10-percent' -> '10%'; a plain number is a percentage; other rates by their label. */
export function gstRateText(rate: string) {
  if (rate === '10-percent') return '10%';
  if (/^\d+(\.\d+)?$/.test(rate)) return `${Number(rate)}%`;
  return gstRateLabels[rate as GstRate] ?? rate;
}

function Amount({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
      <dd className={strong ? 'text-base font-semibold tabular-nums' : 'tabular-nums'}>{value}</dd>
    </div>
  );
}

/** One invoice: amounts in INR, Edit Expenses and the paid toggle. */
export function InvoiceCard({ invoice, onEditExpenses }: { invoice: Invoice; onEditExpenses: (invoice: Invoice) => void }) {
  const update = useUpdateInvoiceStatus();
  const paid = invoice.status === 'paid';
  const currency = invoice.currency === 'USD' ? 'USD' : 'INR';

  const toggle = async () => {
    const status = paid ? 'not_paid' : 'paid';
    try {
      const answer = await update.mutateAsync({ id: invoice.id, status });
      void notifySuccess(answer?.message || `Invoice status updated to ${status}`);
    } catch {
      // Toasted by the query client ('Failed to update status').
    }
  };

  return (
    <Card className="gap-4" aria-label={`Invoice ${invoice.invoiceNumber}`} role="article">
      <CardHeader>
        <CardTitle className="truncate text-base" title={invoice.projectName}>
          {invoice.projectName}
        </CardTitle>
        <CardDescription className="font-mono text-xs">{invoice.invoiceNumber}</CardDescription>
        <CardAction>
          <StatusBadge status={invoiceStatusLabel(invoice.status)} />
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <dl className="grid gap-1.5">
          <Amount label="Client" value={invoice.client} />
          <Amount label="Created" value={formatDate(invoice.created_at)} />
        </dl>
        <Separator />
        <dl className="grid gap-1.5">
          <Amount label="Base Amount" value={formatMoney(invoice.baseAmount, currency)} />
          <Amount label={`GST (${gstRateText(invoice.gstRate)})`} value={formatMoney(invoice.gstAmount, currency)} />
          <Amount label="Expenses" value={formatMoney(invoice.totalExpense, currency)} />
          <Separator className="my-1" />
          <Amount label="Total" value={formatMoney(invoice.total, currency)} strong />
        </dl>
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-2">
        <Button variant="outline" size="sm" className="flex-1" onClick={() => onEditExpenses(invoice)}>
          <Pencil aria-hidden />
          Edit Expenses
        </Button>
        <Button variant={paid ? 'outline' : 'default'} size="sm" className="flex-1" disabled={update.isPending} onClick={() => void toggle()}>
          {update.isPending ? <Spinner className="text-current" /> : paid ? <CircleX aria-hidden /> : <CircleCheck aria-hidden />}
          {paid ? 'Mark Unpaid' : 'Mark Paid'}
        </Button>
      </CardFooter>
    </Card>
  );
}
