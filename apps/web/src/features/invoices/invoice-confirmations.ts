import type { Invoice } from '@portal/contract';
import type { Confirmation } from '@/components/confirm-dialog';
import { formatDate } from '@/lib/format';

type InvoiceFacts = Pick<Invoice, 'invoiceNumber' | 'client' | 'client_email' | 'projectName' | 'project_status' | 'total' | 'due_date' | 'sent_at' | 'summary_status'>;

const recipient = (invoice: InvoiceFacts) => `${invoice.client} (${invoice.client_email})`;

/** Send: the server e-mails the company the number, total, due date and a link to the invoice and its PDF; `amount` writes the total in the invoice's currency. */
export function sendInvoiceConfirmation(invoice: InvoiceFacts, amount: (value: string) => string): Confirmation {
  const again = invoice.sent_at !== null;
  const due = invoice.due_date ? `, due on ${formatDate(invoice.due_date)}` : '';
  const draft = invoice.summary_status === 'draft' ? ' Until now it is a draft the client cannot see; from now on they can.' : '';
  return {
    title: again ? `Send invoice ${invoice.invoiceNumber} again?` : `Send invoice ${invoice.invoiceNumber}?`,
    description: `${recipient(invoice)} gets an e-mail with invoice ${invoice.invoiceNumber} for ${invoice.projectName}: the total, ${amount(invoice.total)}${due}, and a link to view it and download it as a PDF in the client portal.${draft}`,
    confirmLabel: again ? 'Send again' : 'Send invoice',
  };
}

/** Mark Paid: the server e-mails the company that the payment arrived; downloads open at once on a completed shoot. */
export function markPaidConfirmation(invoice: InvoiceFacts): Confirmation {
  const downloads =
    invoice.project_status === 'completed'
      ? `The shoot is completed, so they can download the photos of ${invoice.projectName} at once.`
      : `They can download the photos of ${invoice.projectName} once the shoot is completed, and are e-mailed again then.`;
  return {
    title: `Mark invoice ${invoice.invoiceNumber} paid?`,
    description: `${recipient(invoice)} gets an e-mail confirming the payment. ${downloads}`,
    confirmLabel: 'Mark Paid',
  };
}

/** Mark Unpaid: nobody is e-mailed; the client is back to watermarked proofs until it is paid. */
export function markUnpaidConfirmation(invoice: InvoiceFacts): Confirmation {
  return {
    title: `Mark invoice ${invoice.invoiceNumber} not paid?`,
    description: `Nobody is e-mailed. Until it is paid again, ${invoice.client} sees watermarked proofs of ${invoice.projectName} only and cannot download the photos.`,
    confirmLabel: 'Mark Unpaid',
  };
}
