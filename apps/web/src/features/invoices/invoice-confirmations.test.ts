import { formatMoney } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { makeInvoice } from '@/test/project-fixtures';
import { markPaidConfirmation, markUnpaidConfirmation, sendInvoiceConfirmation } from './invoice-confirmations';

const invoice = makeInvoice({ invoiceNumber: 'INV-0012', client: 'Acme Realty', client_email: 'billing@acme.test', projectName: '12 Ocean View Rd', total: '117000.00', due_date: '2026-12-06' });

describe('invoice confirmations name who is e-mailed what', () => {
  it('Send: the company and its address get the total, due date and a link to the PDF', () => {
    expect(sendInvoiceConfirmation({ ...invoice, summary_status: 'sent', sent_at: '2026-11-22T10:00:00.000Z' }, (amount) => formatMoney(amount, 'INR'))).toEqual({
      title: 'Send invoice INV-0012 again?',
      description: 'Acme Realty (billing@acme.test) gets an e-mail with invoice INV-0012 for 12 Ocean View Rd: the total, ₹1,17,000.00, due on 06-12-2026, and a link to view it and download it as a PDF in the client portal.',
      confirmLabel: 'Send again',
    });
  });

  it('Mark Paid: the company gets a payment e-mail; downloads at once only on a completed shoot', () => {
    expect(markPaidConfirmation({ ...invoice, project_status: 'completed' }).description).toBe(
      'Acme Realty (billing@acme.test) gets an e-mail confirming the payment. The shoot is completed, so they can download the photos of 12 Ocean View Rd at once.',
    );
    expect(markPaidConfirmation({ ...invoice, project_status: 'review' }).description).toContain('once the shoot is completed, and are e-mailed again then.');
  });

  it('Mark Unpaid: nobody is e-mailed', () => {
    expect(markUnpaidConfirmation(invoice).description).toMatch(/^Nobody is e-mailed\./);
  });
});
