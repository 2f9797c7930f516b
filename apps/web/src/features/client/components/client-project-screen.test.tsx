import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { makeInvoice, makeProject } from '@/features/projects/test-fixtures';
import { renderRoutes, jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
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
      'GET /api/v1/projects/7/': { success: true, data: makeProject({ invoice_id: 4 }) },
      'GET /api/v1/invoices/4/': { success: true, data: makeInvoice({ due_date: '2026-03-06' }) },
    });
    renderRoutes(routes, '/client/project/7');
    const card = (await screen.findByRole('heading', { name: 'Invoice' })).closest('[data-slot="card"]') as HTMLElement;
    expect(await within(card).findByText('INV-2026-004')).toBeInTheDocument();
    expect(within(card).getByText('₹1,10,000.00')).toBeInTheDocument();
    expect(within(card).getByText('06-03-2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download invoice (PDF)' })).toBeEnabled();
    expect(api.callsTo('GET', '/api/v1/invoices/4/')).toHaveLength(1);
  });

  it('says the invoice is not issued yet while the studio has not sent it (no invoice id), and fetches none', async () => {
    const api = mockApi({ 'GET /api/v1/projects/7/': { success: true, data: makeProject({ invoice_id: null }) } });
    renderRoutes(routes, '/client/project/7');
    const card = (await screen.findByRole('heading', { name: 'Invoice' })).closest('[data-slot="card"]') as HTMLElement;
    expect(within(card).getByText('Invoice not issued yet')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Download invoice (PDF)' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.includes('/invoices/'))).toEqual([]);
  });

  it('shows the project, its badges, company, service, category and the files section', async () => {
    mockApi({ 'GET /api/v1/projects/7/': { success: true, data: makeProject({ projectStatus: 'completed', favourite_count: 3, file_count: 12 }) } });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7');
    expect(await screen.findByRole('heading', { name: 'Harbour View listing', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('#7')).toBeInTheDocument();
    expect(screen.getByText('Created 20-02-2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Status: Ready to review · invoice due')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByLabelText('Invoice: Not Paid')).toHaveTextContent('Not Paid');
    expect(screen.getByRole('link', { name: 'hello@coastal.test' })).toHaveAttribute('href', 'mailto:hello@coastal.test');
    expect(screen.getByText('0400 111 222')).toBeInTheDocument();
    expect(screen.getByText('1 Beach Rd, Bondi')).toBeInTheDocument();
    expect(screen.getByText('Twilight Photos')).toBeInTheDocument();
    expect(screen.getByText('$1,000.00')).toBeInTheDocument();
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
    mockApi({ 'GET /api/v1/projects/7/': { success: true, data: makeProject({ projectStatus: 'in progress', invoice: 'paid', invoice_status: 'paid' }) } });
    renderRoutes(routes, '/client/project/7');
    expect(await screen.findByLabelText('Invoice: Paid')).toHaveTextContent('Paid');
    expect(screen.getByLabelText('Status: Your photos are being edited')).toHaveAttribute('data-tone', 'blue');
    expect(screen.getByText(/Your photos are being edited\. They will be ready/)).toBeInTheDocument();
  });

  it('tells the client a booked shoot has not been photographed yet', async () => {
    mockApi({ 'GET /api/v1/projects/7/': { success: true, data: makeProject({ projectStatus: 'pending' }) } });
    renderRoutes(routes, '/client/project/7');
    expect(await screen.findByLabelText('Status: Shoot booked — not yet photographed')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByText('Shoot booked — not yet photographed.')).toBeInTheDocument();
  });

  it('goes back to the client dashboard', async () => {
    mockApi({ 'GET /api/v1/projects/7/': { success: true, data: makeProject() } });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7');
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByText('Client dashboard')).toBeInTheDocument();
  });

  it("shows 'Project Not Found' for a project the server does not show", async () => {
    mockApi({ 'GET /api/v1/projects/7/': jsonResponse(404, { success: false, message: 'Project not found', code: 'PROJECT_NOT_FOUND' }) });
    renderScreen('/client/project/:id', <ClientProjectScreen />, '/client/project/7');
    expect(await screen.findByText('Project Not Found')).toBeInTheDocument();
  });

  it('toasts and returns to the dashboard when the project cannot be loaded', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    mockApi({ 'GET /api/v1/projects/7/': jsonResponse(500, { success: false, message: 'boom' }) });
    renderRoutes(routes, '/client/project/7');
    expect(await screen.findByText('Client dashboard')).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error loading project: Could not fetch project details.', expect.anything()));
  });
});
