import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError, notifySuccess } from '@/lib/notify';
import { jsonResponse, renderRoutes } from '@/test/render-route';
import { mockApi } from '@/test/render-screen';
import { makeActivity, makeProject, polyfillRadix, signInAsStaff } from '@/test/project-fixtures';
import { ProjectDetailScreen } from './project-detail-screen';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const routes = [
  { path: '/project/:id', Component: ProjectDetailScreen },
  { path: '/projects', element: <p>Projects list screen</p> },
  { path: '/', element: <p>Home screen</p> },
];

const activity = [
  makeActivity(1, 'project.created'),
  makeActivity(2, 'invoice.generated', { invoiceNumber: 'INV-2026-004' }),
  makeActivity(3, 'project.editor_assigned', { editor_name: 'Jane' }),
  makeActivity(4, 'project.status_changed', { from: 'pending', to: 'in progress' }, 'Jane'),
  makeActivity(5, 'invoice.status_changed', { from: 'not_paid', to: 'paid' }),
  // One line the server joined from Maya's consecutive uploads to Edited.
  makeActivity(6, 'files.uploaded', { count: 40, folder: 'Edited', names: ['IMG_0001.jpg'] }, 'Maya'),
];

const editors = {
  success: true,
  data: [
    { id: 21, username: 'Jane', email: 'jane@look.test', role_name: 'editor', is_active: true },
    { id: 22, username: 'Omar', email: 'omar@look.test', role_name: 'editor', is_active: true },
  ],
  stats: {},
};

function stubProject(project = makeProject()) {
  return mockApi({
    updateProject: { success: true, message: 'Project updated', data: project },
    getProject: { success: true, data: project },
    getProjectActivity: { success: true, data: activity },
    listUsers: ({ query }) => (query.get('role') === 'editor' ? jsonResponse(200, editors) : jsonResponse(404, { success: false, message: 'Not found.', code: 'NOT_FOUND' })),
  });
}

const updates = (api: ReturnType<typeof stubProject>) => api.callsTo('updateProject', { id: 7 }).map((call) => call.body);

beforeEach(() => {
  polyfillRadix();
  signInAsStaff();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifySuccess).mockReset();
  vi.mocked(notifyError).mockReset();
});

describe('admin project detail', () => {
  it("shows the client's favourites with a link to them in the file manager", async () => {
    stubProject(makeProject({ favourite_count: 3 }));
    renderRoutes(routes, '/project/7');
    expect(await screen.findByRole('link', { name: '3 photos' })).toHaveAttribute('href', '/project/7/files?favourites=1');
  });

  it('says when the client has picked no favourites yet', async () => {
    stubProject(makeProject({ favourite_count: 0 }));
    renderRoutes(routes, '/project/7');
    expect(await screen.findByText('None yet')).toBeInTheDocument();
  });

  it('shows the header, the four cards and the timeline in sentences', async () => {
    stubProject(makeProject({ assignedTo: { id: 21, username: 'Jane', email: 'jane@look.test' }, siteAddress: 'https://maps.example.com/harbour-view' }));
    renderRoutes(routes, '/project/7');

    expect(await screen.findByRole('heading', { name: 'Harbour View listing' })).toBeInTheDocument();
    expect(screen.getByText('#7')).toBeInTheDocument();
    expect(screen.getByLabelText('Status: Pending')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByLabelText('Editor: Jane')).toBeInTheDocument();
    expect(screen.getByLabelText('Invoice: Not Paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Files' })).toHaveAttribute('href', '/project/7/files');
    expect(screen.getByRole('link', { name: 'View Invoice' })).toHaveAttribute('href', '/invoices?invoice=4');
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');

    expect(screen.getByText('hello@coastal.test')).toBeInTheDocument();
    expect(screen.getByText('0400 111 222')).toBeInTheDocument();
    expect(screen.getByText('₹1,000.00')).toBeInTheDocument();
    expect(screen.getByText('10% of Price GST')).toBeInTheDocument();
    expect(screen.getByText('Houses and apartments')).toBeInTheDocument();
    expect(screen.getByText('3 files')).toBeInTheDocument();
    const site = screen.getByRole('link', { name: /maps\.example\.com/ });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site.getAttribute('rel')).toContain('noopener');

    const timeline = await screen.findByRole('list', { name: 'Project timeline' });
    const lines = within(timeline).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines[0]).toContain('Project created');
    expect(lines[1]).toContain('Invoice INV-2026-004 generated');
    expect(lines[2]).toContain('Editor Jane assigned');
    expect(lines[3]).toContain('Status changed from pending to in progress');
    expect(lines[3]).toContain('Jane');
    expect(lines[4]).toContain('Invoice marked paid');
    expect(lines[5]).toContain('Maya uploaded 40 files to Edited');
  });

  it('keeps a site address that is not an http(s) link as plain text', async () => {
    stubProject(makeProject({ siteAddress: 'javascript:alert(1)' }));
    renderRoutes(routes, '/project/7');
    expect(await screen.findByText('javascript:alert(1)')).not.toHaveAttribute('href');
  });

  it('assigns an editor only once one is chosen, keeping the status', async () => {
    const api = stubProject();
    const user = userEvent.setup();
    renderRoutes(routes, '/project/7');
    await user.click(await screen.findByRole('button', { name: 'Assign Editor' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Assign Editor' });
    expect(submit).toBeDisabled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Editor' }));
    await user.click(await screen.findByRole('option', { name: /Omar/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Editor assigned successfully!'));
    expect(updates(api)).toEqual([{ assignedTo_id: 22, projectStatus: 'pending' }]);
  });

  it('changes the status from the dropdown, keeping the editor', async () => {
    const api = stubProject(makeProject({ assignedTo: { id: 21, username: 'Jane', email: 'jane@look.test' } }));
    const user = userEvent.setup();
    renderRoutes(routes, '/project/7');
    await user.click(await screen.findByRole('button', { name: 'Update Status' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Review' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Project status updated successfully!'));
    expect(updates(api)).toEqual([{ projectStatus: 'review', assignedTo_id: 21 }]);
  });

  it('asks before completing a shoot, naming who is e-mailed what, and completes it only when confirmed', async () => {
    const api = stubProject(makeProject({ invoice_status: 'not_paid', assignedTo: { id: 21, username: 'Jane', email: 'jane@look.test' } }));
    const user = userEvent.setup();
    renderRoutes(routes, '/project/7');
    await user.click(await screen.findByRole('button', { name: 'Update Status' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Completed' }));
    const confirm = await screen.findByRole('alertdialog', { name: /^Mark .* completed\?$/ });
    expect(confirm).toHaveTextContent(
      'Coastal Realty (hello@coastal.test) gets an e-mail that the photos are ready. They can view watermarked proofs now and download the photos once the invoice is paid. Internal folders stay hidden from them. Jane no longer sees it among their tasks.',
    );
    expect(updates(api)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Mark Completed' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Project status updated successfully!'));
    expect(updates(api)).toEqual([{ projectStatus: 'completed', assignedTo_id: 21 }]);
  });

  it("shows 'Project Not Found' with a way home on a 404", async () => {
    mockApi({ getProject: jsonResponse(404, { success: false, message: 'Project not found', code: 'PROJECT_NOT_FOUND' }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/project/99');
    expect(await screen.findByText('Project Not Found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('stays on the page with the error and Retry when the server fails, instead of bouncing to the list', async () => {
    let failing = true;
    mockApi({
      getProject: () => (failing ? jsonResponse(500, { success: false, message: 'boom', code: 'INTERNAL' }) : jsonResponse(200, { success: true, data: makeProject() })),
      getProjectActivity: { success: true, data: activity },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/project/7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load project details.');
    expect(router.state.location.pathname).toBe('/project/7');
    expect(notifyError).not.toHaveBeenCalled();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Harbour View listing' })).toBeInTheDocument();
  });

  it('shows the description staff wrote, the street address with a map link, the budget and the dates', async () => {
    stubProject(makeProject({ siteAddress: '14 Ocean View Rd, Mosman NSW', description: 'Front garden first; keys with the neighbour.' }));
    renderRoutes(routes, '/project/7');
    const info = (await screen.findByRole('heading', { name: 'Project Information' })).closest('[data-slot="card"]') as HTMLElement;
    expect(within(info).getByText('Front garden first; keys with the neighbour.')).toBeInTheDocument();
    // The category's description stays in its own card, under its own label.
    expect(within(info).queryByText('Houses and apartments')).not.toBeInTheDocument();
    expect(within(info).getByText('14 Ocean View Rd, Mosman NSW')).toBeInTheDocument();
    const map = within(info).getByRole('link', { name: 'Show 14 Ocean View Rd, Mosman NSW on a map (opens in a new tab)' });
    expect(map).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=14%20Ocean%20View%20Rd%2C%20Mosman%20NSW');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(within(info).getByText('₹1,500.00')).toBeInTheDocument();
    expect(within(info).getByText('02-03-2026 to 09-03-2026')).toBeInTheDocument();
  });

  it("opens this project's invoice from View Invoice", async () => {
    stubProject(makeProject({ invoice_id: 4 }));
    renderRoutes(routes, '/project/7');
    expect(await screen.findByRole('link', { name: 'View Invoice' })).toHaveAttribute('href', '/invoices?invoice=4');
  });
});
