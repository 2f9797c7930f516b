import type { InvoiceList } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifySuccess } from '@/lib/notify';
import { operationUrl } from '@/lib/api-call';
import { jsonResponse, renderRoutes } from '@/test/render-route';
import { mockApi } from '@/test/render-screen';
import { makeInvoice, polyfillRadix, signInAsStaff } from '@/test/project-fixtures';
import { InvoicesScreen } from './invoices-screen';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const routes = [{ path: '/invoices', Component: InvoicesScreen }];

const list = (overrides: Partial<InvoiceList> = {}): InvoiceList => ({
  success: true,
  data: [makeInvoice()],
  pagination: { page: 1, page_size: 12, total: 1 },
  stats: { total_revenue: '110000.00', total_billed: '110000.00', finance: { revenue: '110000.00', billed: '110000.00', other_income: '0.00', expenses: '1500.00', profit: '108500.00' }, total_expenses: '1500.00', net_profit: '108500.00', paid: 3, total: 8, pending_amount: '55000.00', overdue: 0 },
  ...overrides,
});

function stubInvoices(answer: InvoiceList = list()) {
  return mockApi({
    listInvoices: answer,
    updateInvoice: ({ body }) => {
      const { status } = body as { status?: string };
      return jsonResponse(200, { success: true, message: status ? `Invoice status updated to ${status}` : 'Invoice expenses updated successfully!', data: makeInvoice() });
    },
    sendInvoice: { success: true, message: 'Invoice sent successfully!', data: makeInvoice({ sent_at: '2026-02-21T09:00:00.000Z', summary_status: 'sent' }) },
    getInvoicePdf: new Response('%PDF-1.3 test', { status: 200, headers: { 'content-type': 'application/pdf' } }),
  });
}

/** The bodies the screen posted to invoice 4. */
const updatesOfInvoice4 = (api: ReturnType<typeof stubInvoices>) => api.callsTo('updateInvoice', { id: 4 }).map((call) => call.body);

beforeEach(() => {
  polyfillRadix();
  signInAsStaff();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifySuccess).mockReset();
});

describe('Invoice Management', () => {
  it('shows the cards with INR amounts and the four figures', async () => {
    const api = stubInvoices();
    renderRoutes(routes, '/invoices');

    const card = await screen.findByRole('article', { name: 'Invoice INV-2026-004' });
    expect(within(card).getByText('Harbour View listing')).toBeInTheDocument();
    expect(within(card).getByText('Not Paid')).toBeInTheDocument();
    expect(within(card).getByText('Coastal Realty')).toBeInTheDocument();
    expect(within(card).getByText('20-02-2026')).toBeInTheDocument();
    expect(within(card).getByText('₹1,00,000.00')).toBeInTheDocument();
    expect(within(card).getByText('GST (10%)')).toBeInTheDocument();
    expect(within(card).getByText('₹10,000.00')).toBeInTheDocument();
    expect(within(card).getByText('₹1,10,000.00')).toBeInTheDocument();
    // The studio's expenses sit apart from what is billed: the total is base + GST alone.
    const costs = within(card).getByRole('group', { name: 'Studio costs, not billed' });
    expect(within(costs).getByText('₹1,500.00')).toBeInTheDocument();
    expect(within(costs).getByText('· not billed')).toBeInTheDocument();
    expect(screen.getByText('Paid invoices · ₹1,10,000.00 billed')).toBeInTheDocument();
    expect(screen.getByText('Invoice expenses and ledger costs')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Total Revenue')).toHaveTextContent('₹1,10,000.00');
    expect(screen.getByTestId('stat-Net Profit')).toHaveClass('text-emerald-600');
    expect(screen.getByTestId('stat-Paid Invoices')).toHaveTextContent('3/8');
    expect(screen.getByText('1 invoice')).toBeInTheDocument();
    // A top-level screen reached from the sidebar: no Back link of its own.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    // The invoices call, not the business name the tab title reads.
    expect(api.callsTo('listInvoices')[0]!.query.get('page')).toBe('1');
  });

  it('paints a negative Net Profit red', async () => {
    stubInvoices(list({ stats: { total_revenue: '1000.00', total_billed: '1000.00', finance: { revenue: '1000.00', billed: '1000.00', other_income: '0.00', expenses: '2500.00', profit: '-1500.00' }, total_expenses: '2500.00', net_profit: '-1500.00', paid: 0, total: 1, pending_amount: '0.00', overdue: 0 } }));
    renderRoutes(routes, '/invoices');
    await waitFor(() => expect(screen.getByTestId('stat-Net Profit')).toHaveClass('text-red-600'));
    expect(screen.getByTestId('stat-Net Profit')).toHaveTextContent('-₹1,500.00');
  });

  it('asks before marking paid, naming who is e-mailed what, then toggles paid and toasts the new status', async () => {
    const api = stubInvoices(list({ data: [makeInvoice({ project_status: 'completed' })] }));
    const user = userEvent.setup();
    renderRoutes(routes, '/invoices');
    await user.click(await screen.findByRole('button', { name: 'Mark Paid' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark invoice INV-2026-004 paid?' });
    expect(confirm).toHaveTextContent(
      'Coastal Realty (accounts@coastal.test) gets an e-mail confirming the payment. The shoot is completed, so they can download the photos of Harbour View listing at once.',
    );
    expect(updatesOfInvoice4(api)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Mark Paid' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Invoice status updated to paid'));
    expect(updatesOfInvoice4(api)).toEqual([{ status: 'paid' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const api = stubInvoices();
    const user = userEvent.setup();
    renderRoutes(routes, '/invoices');
    await user.click(await screen.findByRole('button', { name: 'Mark Paid' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('They can download the photos of Harbour View listing once the shoot is completed, and are e-mailed again then.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(updatesOfInvoice4(api)).toEqual([]);
  });

  it('offers Mark Unpaid on a paid invoice, saying nobody is e-mailed', async () => {
    const api = stubInvoices(list({ data: [makeInvoice({ status: 'paid' })] }));
    const user = userEvent.setup();
    renderRoutes(routes, '/invoices');
    await user.click(await screen.findByRole('button', { name: 'Mark Unpaid' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark invoice INV-2026-004 not paid?' });
    expect(confirm).toHaveTextContent('Nobody is e-mailed. Until it is paid again, Coastal Realty sees watermarked proofs of Harbour View listing only and cannot download the photos.');
    await user.click(within(confirm).getByRole('button', { name: 'Mark Unpaid' }));
    await waitFor(() => expect(updatesOfInvoice4(api)).toEqual([{ status: 'not_paid' }]));
  });

  it('edits expenses: Enter adds, blank is ignored, remove drops, the list is posted', async () => {
    const api = stubInvoices();
    const user = userEvent.setup();
    renderRoutes(routes, '/invoices');
    await user.click(await screen.findByRole('button', { name: 'Edit Expenses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice Expenses' });
    expect(within(dialog).getByLabelText('Expense 1 description')).toHaveValue('Drone permit');
    expect(within(dialog).getByLabelText('Expense 1 amount')).toHaveValue('1500.00');

    await user.type(within(dialog).getByLabelText('New expense description'), 'Travel');
    await user.type(within(dialog).getByLabelText('New expense amount'), '250.50{Enter}');
    await user.type(within(dialog).getByLabelText('New expense description'), '   {Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('New expense description'), 'Printing');
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove expense 1' }));

    await user.click(within(dialog).getByRole('button', { name: 'Update Expenses' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Invoice expenses updated successfully!'));
    expect(updatesOfInvoice4(api)).toEqual([
      { expense: [{ description: 'Travel', amount: '250.50' }, { description: 'Printing', amount: '0' }] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Net Profit is the server's figure: the list is asked for again after the save.
    await waitFor(() => expect(api.callsTo('listInvoices').length).toBeGreaterThan(1));
  });

  it("says 'No invoices match your filters.' when a filter finds nothing", async () => {
    const api = stubInvoices(list({ data: [], pagination: { page: 1, page_size: 12, total: 0 } }));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/invoices');
    expect(await screen.findByText('No invoices have been created yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Not Paid' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=not_paid'));
    expect(await screen.findByText('No invoices match your filters.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('listInvoices').at(-1)!.query.get('status')).toBe('not_paid'));
  });

  it('asks before sending a draft, naming the company, its e-mail and what it gets, then sends and toasts', async () => {
    const api = stubInvoices(list({ data: [makeInvoice({ due_date: '2026-03-06' })] }));
    const user = userEvent.setup();
    renderRoutes(routes, '/invoices');
    const card = await screen.findByRole('article', { name: 'Invoice INV-2026-004' });
    expect(within(card).getByLabelText('Invoice Draft')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Send invoice INV-2026-004?' });
    expect(confirm).toHaveTextContent(
      'Coastal Realty (accounts@coastal.test) gets an e-mail with invoice INV-2026-004 for Harbour View listing: the total, ₹1,10,000.00, due on 06-03-2026, and a link to view it and download it as a PDF in the client portal. Until now it is a draft the client cannot see; from now on they can.',
    );
    expect(api.callsTo('sendInvoice')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send invoice' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Invoice sent successfully!'));
    expect(api.callsTo('sendInvoice', { id: 4 })).toHaveLength(1);
  });

  it('marks an overdue invoice and shows the pending amount with the overdue count', async () => {
    stubInvoices(list({ data: [makeInvoice({ sent_at: '2026-01-01T00:00:00.000Z', due_date: '2026-01-15', summary_status: 'overdue' })], stats: { total_revenue: '110000.00', total_billed: '110000.00', finance: { revenue: '110000.00', billed: '110000.00', other_income: '0.00', expenses: '0.00', profit: '110000.00' }, total_expenses: '0.00', net_profit: '110000.00', paid: 0, total: 1, pending_amount: '110000.00', overdue: 1 } }));
    renderRoutes(routes, '/invoices');
    const card = await screen.findByRole('article', { name: 'Invoice INV-2026-004' });
    expect(within(card).getByLabelText('Invoice Overdue')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-Pending Amount')).toHaveTextContent('₹1,10,000.00');
    expect(screen.getByTestId('stat-Pending Amount')).toHaveClass('text-red-600');
    expect(screen.getByText('1 overdue')).toBeInTheDocument();
  });

  it('downloads the invoice PDF with the session token and saves it under the invoice number', async () => {
    const api = stubInvoices();
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:invoice'), revokeObjectURL: () => undefined }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/invoices');
    await user.click(await screen.findByRole('button', { name: 'Download INV-2026-004 as PDF' }));
    await waitFor(() => expect(clicked).toEqual(['INV-2026-004.pdf']));
    expect(await created[0]!.text()).toBe('%PDF-1.3 test');
    expect(api.callsTo('getInvoicePdf', { id: 4 })).toHaveLength(1);
    const [, init] = vi.mocked(fetch).mock.calls.find(([input]) => String(input) === operationUrl('getInvoicePdf', { params: { id: 4 } }))!;
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Token /);
    click.mockRestore();
  });

  it('filters by the derived statuses Draft, Sent and Overdue', async () => {
    const api = stubInvoices();
    const user = userEvent.setup();
    renderRoutes(routes, '/invoices');
    await user.click(await screen.findByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() => expect(api.callsTo('listInvoices').at(-1)!.query.get('status')).toBe('overdue'));
  });

  it("opens one project's invoice from ?invoice=, not the list", async () => {
    const api = mockApi({ getInvoice: { success: true, data: makeInvoice() } });
    renderRoutes(routes, '/invoices?invoice=4');
    expect(await screen.findByRole('heading', { name: 'Invoice INV-2026-004', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Invoice INV-2026-004' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All invoices' })).toHaveAttribute('href', '/invoices');
    expect(api.callsTo('getInvoice', { id: 4 })).toHaveLength(1);
    expect(api.callsTo('listInvoices')).toHaveLength(0);
  });

  it('shows a failed invoice load with Retry, and a missing one as not found', async () => {
    let answer = jsonResponse(500, { success: false, message: 'boom', code: 'INTERNAL' });
    mockApi({ getInvoice: () => answer.clone() });
    const user = userEvent.setup();
    const { unmount } = renderRoutes(routes, '/invoices?invoice=4');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the invoice.');
    answer = jsonResponse(200, { success: true, data: makeInvoice() });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Invoice INV-2026-004' })).toBeInTheDocument();
    unmount();

    mockApi({ getInvoice: jsonResponse(404, { success: false, message: 'Invoice not found', code: 'NOT_FOUND' }) });
    renderRoutes(routes, '/invoices?invoice=99');
    expect(await screen.findByText('Invoice Not Found')).toBeInTheDocument();
  });
});
