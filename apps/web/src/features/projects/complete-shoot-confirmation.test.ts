import { describe, expect, it } from 'vitest';
import { completeShootConfirmation } from './complete-shoot-confirmation';

const shoot = { projectName: '12 Ocean View Rd', invoice_status: 'paid' as const, assignedTo: null, company: { companyName: 'Acme Realty', email: 'billing@acme.test' } };

describe('completing a shoot asks first', () => {
  it('says the company is e-mailed that the photos are ready, and can download them at once when the invoice is paid', () => {
    expect(completeShootConfirmation(shoot)).toEqual({
      title: 'Mark 12 Ocean View Rd completed?',
      description: 'Acme Realty (billing@acme.test) gets an e-mail that the photos are ready. The invoice is paid, so they can view and download them at once. Internal folders stay hidden from them.',
      confirmLabel: 'Mark Completed',
    });
  });

  it('says downloads wait for payment when the invoice is not paid, or there is none yet', () => {
    for (const invoice_status of ['not_paid', null] as const) {
      expect(completeShootConfirmation({ ...shoot, invoice_status }).description).toContain('They can view watermarked proofs now and download the photos once the invoice is paid.');
    }
  });
});
