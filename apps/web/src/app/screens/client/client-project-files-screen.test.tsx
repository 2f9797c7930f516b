import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { fileList, makeFile, stubLayout } from '@/test/file-fixtures';
import { makeProject } from '@/test/project-fixtures';
import { jsonResponse, renderRoutes } from '@/test/render-route';
import { mockApi, signInAs } from '@/test/render-screen';
import { leavePage } from '@/lib/leave-page';
import { ClientProjectFilesScreen, PAYMENT_POLL_MS } from './client-project-files-screen';

const routes = [
  { path: '/client/project/:id/files', Component: ClientProjectFilesScreen },
  { path: '/client/project/:id', element: <p>Project screen</p> },
];
const completed = (overrides = {}) => ({ success: true, data: makeProject({ projectStatus: 'completed', favourite_count: 2, ...overrides }) });
const paid = { invoice: 'paid', invoice_status: 'paid' };
const photo = makeFile('IMG_0001.jpg', { id: 101 });
const proof = makeFile('IMG_0002.jpg', { id: 102, download_url: null });

let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  signInAs('company', 'customer');
  stubLayout();
  error = vi.spyOn(toast, 'error').mockReturnValue(1);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('client project files page', () => {
  it('shows the editing notice instead of the manager before completion', async () => {
    const api = mockApi({ getProject: { success: true, data: makeProject({ projectStatus: 'in progress' }) } });
    renderRoutes(routes, '/client/project/7/files');
    expect(await screen.findByText('Files are being edited')).toBeInTheDocument();
    expect(
      screen.getByText('Your photos are currently being processed and edited. Files will be available for review once the editing is complete.'),
    ).toBeInTheDocument();
    expect(api.callsTo('listFiles', { id: 7 })).toHaveLength(0);
  });

  it('shows the header: Files badge, project name, the signed-in person, the favourite count; and goes back', async () => {
    mockApi({ getProject: completed(paid), listFiles: fileList([photo], '', { can_edit: false }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7/files');
    expect(await screen.findByRole('heading', { name: 'Harbour View listing' })).toBeInTheDocument();
    expect(screen.getByText('Files')).toBeInTheDocument();
    expect(screen.getByText('sam')).toBeInTheDocument();
    expect(screen.getByLabelText('2 favourites')).toBeInTheDocument();
    expect(screen.queryByText('Invoice payment required to download files')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Project' }));
    expect(await screen.findByText('Project screen')).toBeInTheDocument();
  });

  it('greys unpaid photos with the paywall, disables download and toasts when it is tried or the image right-clicked', async () => {
    mockApi({ getProject: completed(), listFiles: fileList([proof], '', { can_download: false, can_edit: false }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7/files');
    expect(await screen.findByText('Download access is restricted until invoice payment is completed.')).toBeInTheDocument();
    expect(screen.getByText('Invoice payment required to download files')).toBeInTheDocument();
    const card = await screen.findByRole('group', { name: 'IMG_0002.jpg' });
    expect(within(card).getByText('Pay Invoice to Download')).toBeInTheDocument();
    expect(card.querySelector('img')?.parentElement).toHaveClass('[&_img]:grayscale');
    expect(screen.queryByRole('button', { name: 'Upload Files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download all' })).not.toBeInTheDocument();

    const download = within(card).getByRole('button', { name: 'Download IMG_0002.jpg' });
    expect(download).toHaveAttribute('aria-disabled', 'true');
    await user.click(download);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Download Restricted', expect.objectContaining({ description: 'Please pay the invoice to download files.' })));

    const menu = fireEvent.contextMenu(card.querySelector('img')!);
    expect(menu).toBe(false); // default prevented
    await waitFor(() => expect(error).toHaveBeenCalledWith('Access Restricted', expect.objectContaining({ description: 'Please pay the invoice to download files.' })));
  });

  it('counts a new favourite in the header at once', async () => {
    mockApi({
      getProject: completed(paid),
      listFiles: fileList([photo], '', { can_edit: false }),
      markFavourite: () => new Promise<Response>(() => {}),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7/files');
    await user.click(await screen.findByRole('button', { name: 'Add IMG_0001.jpg to favourites' }));
    expect(screen.getByLabelText('3 favourites')).toBeInTheDocument();
  });

  it("says 'Project Not Found' for a project the server does not show", async () => {
    mockApi({ getProject: jsonResponse(404, { success: false, message: 'Project not found' }) });
    renderRoutes(routes, '/client/project/7/files');
    expect(await screen.findByText('Project Not Found')).toBeInTheDocument();
  });
});

const contact = (overrides = {}) => ({
  success: true,
  data: { name: 'Lens & Light Studio', email: 'accounts@lens.test', phone: '+61 2 9555 0100', address: '5 Wharf Rd', bank_details: 'Lens & Light Pty Ltd\nBSB 062-000 · Account 1234 5678', online_payment: true, ...overrides },
});
const invoice = { success: true, data: { id: 4, invoiceNumber: 'INV-2026-004', total: '385.00', currency: 'INR', status: 'not_paid' } };

describe('paying from the files page', () => {
  it('opens the payment page in this tab from the banner and from a photo’s paywall', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    const api = mockApi({
      getProject: completed(),
      getStudioContact: contact(),
      listFiles: fileList([proof], '', { can_download: false, can_edit: false }),
      createInvoiceCheckout: { success: true, data: { checkout_url: 'https://checkout.stripe.test/c/pay/cs_1' } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7/files');
    const banner = (await screen.findByText('Download access is restricted until invoice payment is completed.')).closest('[role="note"]') as HTMLElement;
    await user.click(await within(banner).findByRole('button', { name: 'Pay Invoice' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(api.callsTo('createInvoiceCheckout', { id: 4 })).toHaveLength(1);

    const card = await screen.findByRole('group', { name: 'IMG_0002.jpg' });
    await user.click(within(card).getByRole('button', { name: 'Pay Invoice to Download' }));
    await waitFor(() => expect(api.callsTo('createInvoiceCheckout', { id: 4 })).toHaveLength(2));
  });

  it('says how to pay by bank transfer when the portal takes no card payments', async () => {
    const api = mockApi({ getProject: completed(), getStudioContact: contact({ online_payment: false }), getInvoice: invoice, listFiles: fileList([proof], '', { can_download: false, can_edit: false }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7/files');
    await user.click(await screen.findByRole('button', { name: 'Pay Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay Invoice' });
    expect(within(dialog).getByText(/BSB 062-000 · Account 1234 5678/)).toBeInTheDocument();
    expect(await within(dialog).findByText(/₹385\.00/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'accounts@lens.test' })).toHaveAttribute('href', 'mailto:accounts@lens.test');
    expect(api.callsTo('createInvoiceCheckout')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('back from paying, waits for the payment and unlocks the gallery in place, without a reload', async () => {
    let paidYet = false;
    const api = mockApi({
      getProject: () => jsonResponse(200, completed(paidYet ? paid : {})),
      getStudioContact: contact(),
      listFiles: () => (paidYet ? jsonResponse(200, fileList([photo], '', { can_edit: false })) : jsonResponse(200, fileList([proof], '', { can_download: false, can_edit: false }))),
    });
    renderRoutes(routes, '/client/project/7/files?payment=success');
    expect(await screen.findByText(/Confirming your payment/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Invoice' })).not.toBeInTheDocument();
    paidYet = true;
    expect(await screen.findByText('Payment received — your photos are unlocked', {}, { timeout: PAYMENT_POLL_MS + 2_000 })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'IMG_0001.jpg' })).toBeInTheDocument();
    expect(screen.queryByText('Pay Invoice to Download')).not.toBeInTheDocument();
    expect(screen.queryByText('Download access is restricted until invoice payment is completed.')).not.toBeInTheDocument();
    expect(api.callsTo('getProject', { id: 7 }).length).toBeGreaterThanOrEqual(2);
  });

  it('says so calmly when the payment was cancelled', async () => {
    mockApi({ getProject: completed(), getStudioContact: contact(), listFiles: fileList([proof], '', { can_download: false, can_edit: false }) });
    renderRoutes(routes, '/client/project/7/files?payment=cancelled');
    expect(await screen.findByText('Payment cancelled — nothing was charged. You can pay the invoice whenever you are ready.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay Invoice' })).toBeInTheDocument();
  });
});
