import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackBranding } from '@/lib/branding';
import { makeInvoice } from '@/test/project-fixtures';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { InvoiceCard } from './invoice-card';

afterEach(() => vi.unstubAllGlobals());

describe('an invoice card', () => {
  it('shows the amounts in the currency the invoice was issued in, not the business currency of today', async () => {
    signInAs('user');
    mockApi({ 'GET /api/v1/branding/': { success: true, data: { ...fallbackBranding, currency: 'AUD' } } });
    renderScreen('/invoices', <InvoiceCard invoice={makeInvoice({ currency: 'INR', baseAmount: '350.00', gstAmount: '35.00', total: '385.00', totalExpense: '20.00' })} onEditExpenses={() => {}} />);
    expect(await screen.findByText('₹385.00')).toBeInTheDocument();
    expect(screen.getByText('₹350.00')).toBeInTheDocument();
    expect(screen.getByText('₹20.00')).toBeInTheDocument();
    expect(screen.queryByText(/A\$/)).not.toBeInTheDocument();
  });

  it('shows an invoice issued in dollars with the dollar sign', async () => {
    signInAs('user');
    mockApi({});
    renderScreen('/invoices', <InvoiceCard invoice={makeInvoice({ currency: 'AUD', baseAmount: '350.00', gstAmount: '35.00', total: '385.00' })} onEditExpenses={() => {}} />);
    expect(await screen.findByText('A$385.00')).toBeInTheDocument();
  });
});
