import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { makeInvoice, makeProject } from '@/test/project-fixtures';
import { renderRoutes, jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { leavePage } from '@/lib/leave-page';
import { ClientProjectScreen } from './client-project-screen';

const routes = [
  { path: '/client/project/:id', Component: ClientProjectScreen },
  { path: '/client/project/:id/files', element: <p>Files screen</p> },
  { path: '/client/dashboard', element: <p>Client dashboard</p> },
];

beforeEach(() => signInAs('company', 'customer'));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('client project detail', () => {
  it('shows the invoice with its number, total and due date, and offers its PDF', async () => {
    const api = mockApi({
      getProject: { success: true, data: makeProject({ invoice_id: 4 }) },
      getInvoice: { success: true, data: makeInvoice({ due_date: '2026-03-06' }) },
    });
    renderRoutes(routes, '/client/project/7');
    const card = (await screen.findByRole('heading', { name: 'Invoice' })).closest('[data-slot="card"]') as HTMLElement;
    expect(await within(card).findByText('INV-2026-004')).toBeInTheDocument();
    expect(within(card).getByText('₹1,10,000.00')).toBeInTheDocument();
    expect(within(card).getByText('06-03-2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download invoice (PDF)' })).toBeEnabled();
    expect(api.callsTo('getInvoice', { id: 4 })).toHaveLength(1);
  });

  it('offers Pay Invoice on the unpaid invoice, which opens the payment page; none once it is paid', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    const api = mockApi({
      getProject: { success: true, data: makeProject({ invoice_id: 4 }) },
      getInvoice: { success: true, data: makeInvoice({ sent_at: '2026-03-01T09:00:00.000Z' }) },
      getStudioContact: { success: true, data: { name: 'Lens & Light Studio', email: '', phone: '', address: '', bank_details: '', online_payment: true } },
      createInvoiceCheckout: { success: true, data: { checkout_url: 'https://checkout.stripe.test/c/pay/cs_9' } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7');
    const card = (await screen.findByRole('heading', { name: 'Invoice' })).closest('[data-slot="card"]') as HTMLElement;
    await user.click(await within(card).findByRole('button', { name: 'Pay Invoice' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_9'));
    expect(api.callsTo('createInvoiceCheckout', { id: 4 })).toHaveLength(1);
  });

  it('says when and how a paid invoice was paid, with no Pay Invoice', async () => {
    mockApi({
      getProject: { success: true, data: makeProject({ invoice_id: 4, invoice: 'paid', invoice_status: 'paid' }) },
      getInvoice: { success: true, data: makeInvoice({ status: 'paid', paid_at: '2026-03-05T09:00:00.000Z', payment_method: 'card' }) },
    });
    renderRoutes(routes, '/client/project/7');
    const card = (await screen.findByRole('heading', { name: 'Invoice' })).closest('[data-slot="card"]') as HTMLElement;
    expect(await within(card).findByText('05-03-2026 by card')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Pay Invoice' })).not.toBeInTheDocument();
  });

  it('says the invoice is not issued yet while the studio has not sent it (no invoice id), and fetches none', async () => {
    const api = mockApi({ getProject: { success: true, data: makeProject({ invoice_id: null }) } });
    renderRoutes(routes, '/client/project/7');
    const card = (await screen.findByRole('heading', { name: 'Invoice' })).closest('[data-slot="card"]') as HTMLElement;
    expect(within(card).getByText('Invoice not issued yet')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Download invoice (PDF)' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.includes('/invoices/'))).toEqual([]);
  });

  it("shows the project, its badges, what staff wrote, the studio's contact (not the client's own), service, category and the files section", async () => {
    mockApi({
      getProject: { success: true, data: makeProject({ projectStatus: 'completed', favourite_count: 3, file_count: 12, siteAddress: '14 Ocean View Rd, Mosman NSW' }) },
      getStudioContact: { success: true, data: { name: 'Lens & Light Studio', email: 'bookings.and.enquiries@lens-and-light-studio.example', phone: '+61 2 9555 0100', address: '5 Wharf Rd, Balmain' } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7');
    expect(await screen.findByRole('heading', { name: 'Harbour View listing', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('#7')).toBeInTheDocument();
    expect(screen.getByText('Created 20-02-2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Status: Ready to review · invoice due')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByLabelText('Invoice: Not Paid')).toHaveTextContent('Not Paid');
    const shoot = screen.getByRole('heading', { name: 'Your shoot' }).closest('[data-slot="card"]') as HTMLElement;
    expect(within(shoot).getByText('Twilight and drone set')).toBeInTheDocument();
    expect(within(shoot).getByText('14 Ocean View Rd, Mosman NSW')).toBeInTheDocument();
    expect(within(shoot).getByRole('link', { name: 'Show 14 Ocean View Rd, Mosman NSW on a map (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=14%20Ocean%20View%20Rd%2C%20Mosman%20NSW',
    );
    expect(within(shoot).getByText('₹1,500.00')).toBeInTheDocument();
    expect(within(shoot).getByText('02-03-2026 to 09-03-2026')).toBeInTheDocument();
    const studio = (await screen.findByText('Lens & Light Studio')).closest('[data-slot="card"]') as HTMLElement;
    const email = within(studio).getByRole('link', { name: 'bookings.and.enquiries@lens-and-light-studio.example' });
    expect(email).toHaveAttribute('href', 'mailto:bookings.and.enquiries@lens-and-light-studio.example');
    expect(email.querySelectorAll('wbr').length).toBeGreaterThan(2); // breaks after the @ and the dots
    expect(within(studio).getByText('+61 2 9555 0100')).toBeInTheDocument();
    expect(within(studio).getByText('5 Wharf Rd, Balmain')).toBeInTheDocument();
    // The client's own company details are not offered as the contact.
    expect(screen.queryByText('hello@coastal.test')).not.toBeInTheDocument();
    expect(screen.queryByText('1 Beach Rd, Bondi')).not.toBeInTheDocument();
    expect(screen.getByText('Twilight Photos')).toBeInTheDocument();
    expect(screen.getByText('₹1,000.00')).toBeInTheDocument();
    expect(screen.getByText('Residential')).toBeInTheDocument();
    expect(screen.getByText('Houses and apartments')).toBeInTheDocument();
    const files = screen.getByRole('heading', { name: 'Project Files' }).closest('[data-slot="card"]') as HTMLElement;
    expect(within(files).getByText('12 files')).toBeInTheDocument();
    expect(within(files).getByLabelText('3 favourites')).toBeInTheDocument();
    expect(within(files).getByText('Invoice payment required to download files')).toBeInTheDocument();
    await user.click(within(files).getByRole('link', { name: 'View Files' }));
    expect(await screen.findByText('Files screen')).toBeInTheDocument();
  });

  it('shows Paid when the invoice is paid, and says files are being edited before completion', async () => {
    mockApi({ getProject: { success: true, data: makeProject({ projectStatus: 'in progress', invoice: 'paid', invoice_status: 'paid' }) } });
    renderRoutes(routes, '/client/project/7');
    expect(await screen.findByLabelText('Invoice: Paid')).toHaveTextContent('Paid');
    expect(screen.getByLabelText('Status: Your photos are being edited')).toHaveAttribute('data-tone', 'blue');
    expect(screen.getByText(/Your photos are being edited\. They will be ready/)).toBeInTheDocument();
  });

  it('tells the client a booked shoot waits for its date, then when it is scheduled, in the same words as the order stepper', async () => {
    mockApi({ getProject: { success: true, data: makeProject({ projectStatus: 'pending' }) } });
    const { unmount } = renderRoutes(routes, '/client/project/7');
    expect(await screen.findByLabelText('Status: Shoot booked — date to be confirmed')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByText('Shoot booked — date to be confirmed.')).toBeInTheDocument();
    unmount();

    const scheduled = makeProject({ projectStatus: 'pending', order_stage: 'scheduled', scheduled_start: '2030-03-02T04:00:00.000Z', scheduled_end: '2030-03-02T06:00:00.000Z', photographer: { first_name: 'Priya' } });
    mockApi({ getProject: { success: true, data: scheduled } });
    renderRoutes(routes, '/client/project/7');
    expect(await screen.findByLabelText('Status: Shoot scheduled — not yet photographed')).toHaveAttribute('data-stage', 'scheduled');
    // The facts give the booked time on the studio's clock (Asia/Kolkata, UTC+5:30) rather than a dash.
    expect(screen.getByText('Sat 02-03-2030, 09:30–11:30')).toBeInTheDocument();
  });

  it('lists every service of a shoot with several, add-ons marked', async () => {
    const services = [
      { id: 1, serviceName: 'Listing photos', name: 'Listing photos', description: '', price: '250.00', gstRate: '10-percent', duration_minutes: 90, is_addon: false },
      { id: 2, serviceName: 'Drone', name: 'Drone', description: '', price: '120.00', gstRate: '10-percent', duration_minutes: 30, is_addon: true },
    ];
    mockApi({ getProject: { success: true, data: makeProject({ service: services[0], services }) } });
    renderRoutes(routes, '/client/project/7');
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(screen.getByText('Listing photos')).toBeInTheDocument();
    expect(screen.getByText('Drone')).toBeInTheDocument();
    expect(screen.getByText('Add-on')).toBeInTheDocument();
    expect(screen.getByText('₹120.00')).toBeInTheDocument();
  });

  it('goes back to the client dashboard', async () => {
    mockApi({ getProject: { success: true, data: makeProject() } });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7');
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByText('Client dashboard')).toBeInTheDocument();
  });

  it("shows 'Project Not Found' for a project the server does not show", async () => {
    mockApi({ getProject: jsonResponse(404, { success: false, message: 'Project not found', code: 'PROJECT_NOT_FOUND' }) });
    renderScreen('/client/project/:id', <ClientProjectScreen />, '/client/project/7');
    expect(await screen.findByText('Project Not Found')).toBeInTheDocument();
  });

  it('stays on the page with the error and Retry when the server fails, and loads the project on Retry', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    let failing = true;
    mockApi({ getProject: () => (failing ? jsonResponse(500, { success: false, message: 'boom' }) : jsonResponse(200, { success: true, data: makeProject() })) });
    const { router } = renderRoutes(routes, '/client/project/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem answering. Please try again.');
    expect(router.state.location.pathname).toBe('/client/project/7');
    expect(error).not.toHaveBeenCalled();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Harbour View listing', level: 1 })).toBeInTheDocument();
  });

  it('says when the server cannot be reached, with Retry', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderRoutes(routes, '/client/project/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
