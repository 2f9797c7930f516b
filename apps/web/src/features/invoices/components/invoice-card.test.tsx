import { screen, within } from '@testing-library/react';
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

  it('lists the lines of a shoot with several services, quantities over one with their unit price', async () => {
    signInAs('user');
    mockApi({});
    const line = { gst_rate: '10-percent', service_id: null };
    const lines = [
      { ...line, description: 'Listing photos', quantity: 1, unit_price: '250.00', amount: '250.00', gst_amount: '25.00', total: '275.00' },
      { ...line, description: 'Twilight photos', quantity: 2, unit_price: '60.00', amount: '120.00', gst_amount: '12.00', total: '132.00' },
    ];
    renderScreen('/invoices', <InvoiceCard invoice={makeInvoice({ currency: 'INR', lines, baseAmount: '370.00', gstAmount: '37.00', total: '407.00' })} onEditExpenses={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Listing photos₹250.00', 'Twilight photos · 2 × ₹60.00₹120.00']);
    expect(screen.getByText('₹370.00')).toBeInTheDocument();
  });

  it('lists its payments: by card, refunded, and marked paid by hand', async () => {
    signInAs('user');
    mockApi({});
    const payment = { amount: '385.00', currency: 'INR', session_id: null, payment_intent_id: null, charge_id: null, recorded_by: null, refunded_at: null };
    const invoice = makeInvoice({
      status: 'paid',
      summary_status: 'paid',
      total: '385.00',
      payment_method: 'manual',
      payments: [
        { ...payment, id: 1, provider: 'stripe', paid_at: '2026-11-20T10:00:00.000Z', refunded_at: '2026-11-21T09:00:00.000Z', session_id: 'cs_1', payment_intent_id: 'pi_1', charge_id: 'ch_1' },
        { ...payment, id: 2, provider: 'manual', paid_at: '2026-11-22T10:00:00.000Z', recorded_by: 'sam' },
      ],
    });
    renderScreen('/invoices', <InvoiceCard invoice={invoice} onEditExpenses={() => {}} />);
    const list = await screen.findByRole('group', { name: 'Payments' });
    const [card, manual] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('Card · ₹385.00 · 20-11-2026 · refunded 21-11-2026');
    expect(manual).toHaveTextContent('Marked paid · ₹385.00 · 22-11-2026 · by sam');
  });

  it('shows no payments section for an invoice never paid', async () => {
    signInAs('user');
    mockApi({});
    renderScreen('/invoices', <InvoiceCard invoice={makeInvoice()} onEditExpenses={() => {}} />);
    expect(await screen.findByText('₹1,10,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Payments' })).not.toBeInTheDocument();
  });
});
