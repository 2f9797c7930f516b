import { invoiceGstLabel, type Invoice, type Payment } from '@portal/contract';
import { CircleCheck, CircleX, CreditCard, FileDown, HandCoins, Pencil, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle, CardDescription, CardAction } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useSendInvoice } from '../api/send-invoice';
import { useUpdateInvoiceStatus } from '../api/update-invoice-status';
import { markPaidConfirmation, markUnpaidConfirmation, sendInvoiceConfirmation } from '../invoice-confirmations';
import { InvoiceLines } from './invoice-lines';

export const invoiceStatusLabel = (status: string) => (status === 'paid' ? 'Paid' : 'Not Paid');

/** Where an unpaid invoice stands (draft, sent or overdue), beside the Paid / Not Paid badge. */
const summaryLabels = { draft: 'Draft', sent: 'Sent', overdue: 'Overdue' } as const;

function Amount({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    // The total's rule is its own border: a separator element may not stand between a list's terms.
    <div className={strong ? 'mt-1 flex flex-wrap items-baseline justify-between gap-x-3 border-t pt-2.5' : 'flex flex-wrap items-baseline justify-between gap-x-3'}>
      <dt className={strong ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
      <dd className={strong ? 'text-base font-semibold tabular-nums [overflow-wrap:anywhere]' : 'tabular-nums [overflow-wrap:anywhere]'}>{value}</dd>
    </div>
  );
}

type Pending = 'send' | 'paid' | 'unpaid';

/** One payment in a line: how, how much, when, who recorded it; and whether it was refunded (or marked unpaid) since. */
function PaymentLine({ payment, amount }: { payment: Payment; amount: (value: string) => string }) {
  const card = payment.provider === 'stripe';
  const Icon = card ? CreditCard : HandCoins;
  const ended = payment.refunded_at && (card ? `refunded ${formatDate(payment.refunded_at)}` : `marked unpaid ${formatDate(payment.refunded_at)}`);
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" />
      <span className={ended ? 'text-muted-foreground' : undefined}>
        {card ? 'Card' : 'Marked paid'} · <span className="tabular-nums">{amount(payment.amount)}</span> · {formatDate(payment.paid_at)}
        {payment.recorded_by && ` · by ${payment.recorded_by}`}
        {ended && ` · ${ended}`}
      </span>
    </li>
  );
}

/** One invoice: what the client is billed, the studio's own expenses apart, and Send / Mark Paid, each asked first. */
export function InvoiceCard({ invoice, onEditExpenses }: { invoice: Invoice; onEditExpenses: (invoice: Invoice) => void }) {
  const update = useUpdateInvoiceStatus();
  const send = useSendInvoice();
  const pdf = useDownloadInvoicePdf();
  const paid = invoice.status === 'paid';
  const money = useMoney();
  // The invoice is shown in the currency it was issued in, whatever the business currency is now.
  const amount = (value: string) => money(value, invoice.currency);
  const [pending, setPending] = useState<Pending | null>(null);
  const confirmation = pending === 'send' ? sendInvoiceConfirmation(invoice, amount) : pending === 'paid' ? markPaidConfirmation(invoice) : pending === 'unpaid' ? markUnpaidConfirmation(invoice) : null;

  const toggle = async () => {
    const status = paid ? 'not_paid' : 'paid';
    try {
      const answer = await update.mutateAsync({ id: invoice.id, status });
      void notifySuccess(answer?.message || `Invoice status updated to ${status}`);
    } catch {
      // Toasted by the query client ('Failed to update status').
    }
    setPending(null);
  };

  const sendNow = async () => {
    try {
      const answer = await send.mutateAsync(invoice.id);
      void notifySuccess(answer.message || 'Invoice sent successfully!');
    } catch {
      // Toasted by the query client ('Failed to send invoice').
    }
    setPending(null);
  };
  const summary = invoice.summary_status === 'paid' ? undefined : summaryLabels[invoice.summary_status];

  return (
    <Card className="gap-4" aria-label={`Invoice ${invoice.invoiceNumber}`} role="article">
      <CardHeader>
        <CardTitle className="truncate text-base" title={invoice.projectName}>
          {invoice.projectName}
        </CardTitle>
        <CardDescription className="font-mono text-xs">{invoice.invoiceNumber}</CardDescription>
        <CardAction className="flex flex-col items-end gap-1">
          <StatusBadge status={invoiceStatusLabel(invoice.status)} />
          {summary && (
            <Badge variant={invoice.summary_status === 'overdue' ? 'red' : 'outline'} aria-label={`Invoice ${summary}`}>
              {summary}
            </Badge>
          )}
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <dl className="grid gap-1.5">
          <Amount label="Client" value={invoice.client} />
          <Amount label="Created" value={formatDate(invoice.created_at)} />
          {invoice.due_date && !paid && <Amount label="Due" value={formatDate(invoice.due_date)} />}
          {invoice.sent_at && <Amount label="Sent" value={formatDate(invoice.sent_at)} />}
        </dl>
        <Separator />
        {/* One line is the base amount again: the lines show when the shoot has several services. */}
        {invoice.lines.length > 1 && <InvoiceLines lines={invoice.lines} amount={amount} />}
        <dl className="grid gap-1.5">
          <Amount label="Base Amount" value={amount(invoice.baseAmount)} />
          <Amount label={invoiceGstLabel(invoice.gstRate)} value={amount(invoice.gstAmount)} />
          <Amount label="Total" value={amount(invoice.total)} strong />
        </dl>
        {invoice.payments.length > 0 && (
          <div role="group" aria-label="Payments" className="flex flex-col gap-1">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Payments</p>
            <ul className="grid gap-1 text-xs">
              {invoice.payments.map((payment) => (
                <PaymentLine key={payment.id} payment={payment} amount={(value) => money(value, payment.currency)} />
              ))}
            </ul>
          </div>
        )}
        <div className="rounded-md bg-muted/60 px-3 py-2" role="group" aria-label="Studio costs, not billed">
          <dl>
            <Amount
              label={
                <>
                  Expenses <span className="text-xs">· not billed</span>
                </>
              }
              value={amount(invoice.totalExpense)}
            />
          </dl>
        </div>
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-2">
        <Button variant="outline" size="sm" className="flex-1" onClick={() => onEditExpenses(invoice)}>
          <Pencil aria-hidden />
          Edit Expenses
        </Button>
        <Button variant={paid ? 'outline' : 'default'} size="sm" className="flex-1" disabled={update.isPending} onClick={() => setPending(paid ? 'unpaid' : 'paid')}>
          {update.isPending ? <Spinner className="text-current" /> : paid ? <CircleX aria-hidden /> : <CircleCheck aria-hidden />}
          {paid ? 'Mark Unpaid' : 'Mark Paid'}
        </Button>
        {!paid && (
          <Button variant="outline" size="sm" className="flex-1" disabled={send.isPending} onClick={() => setPending('send')}>
            {send.isPending ? <Spinner className="text-current" /> : <Send aria-hidden />}
            {invoice.sent_at ? 'Resend' : 'Send'}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-label={`Download ${invoice.invoiceNumber} as PDF`}
          title="Download PDF"
          disabled={pdf.isPending}
          onClick={() => pdf.mutate({ id: invoice.id, invoiceNumber: invoice.invoiceNumber })}
        >
          {pdf.isPending ? <Spinner className="text-current" /> : <FileDown aria-hidden />}
          PDF
        </Button>
      </CardFooter>
      <ConfirmDialog
        confirmation={confirmation}
        onCancel={() => setPending(null)}
        onConfirm={pending === 'send' ? sendNow : toggle}
        busy={update.isPending || send.isPending}
      />
    </Card>
  );
}
