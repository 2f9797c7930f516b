import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifySuccess } from '@/lib/notify';
import { jsonResponse, renderRoutes } from '@/test/render-route';
import { mockApi } from '@/test/render-screen';
import { makeInvoice, makeProject, makeProjectList, polyfillRadix, signInAsStaff } from '@/test/project-fixtures';
import { ProjectsScreen } from './projects-screen';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const routes = [
  { path: '/projects', Component: ProjectsScreen },
  { path: '/project/:id', element: <p>Project detail screen</p> },
];

/** The lists the project dialog chooses from. */
const options = {
  listCompanies: { success: true, data: [{ id: 3, companyName: 'Coastal Realty', name: 'Coastal Realty' }], stats: {} },
  listCategories: { success: true, data: [{ id: 2, name: 'Residential' }], stats: {} },
  listServices: { success: true, data: [{ id: 5, serviceName: 'Twilight Photos', name: 'Twilight Photos', price: '1000.00' }], stats: {} },
};

beforeEach(() => {
  polyfillRadix();
  signInAsStaff();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(notifySuccess).mockReset();
});

describe('Projects page', () => {
  it('renders the rows and the stat cards from one server page of 10', async () => {
    const api = mockApi({ listProjects: makeProjectList([makeProject()]) });
    renderRoutes(routes, '/projects');

    const row = (await screen.findByRole('link', { name: 'Harbour View listing' })).closest('tr')!;
    expect(within(row).getByText('Coastal Realty')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toHaveAttribute('data-tone', 'yellow');
    expect(within(row).getByText('₹1,500.00')).toBeInTheDocument();
    expect(row).toHaveTextContent('02-03-2026 –09-03-2026');
    expect(within(row).getByText('20-02-2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Harbour View listing' })).toHaveAttribute('href', '/project/7');
    expect(screen.getByTestId('stat-Total Projects')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-In Progress')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-Review')).toHaveTextContent('0');
    expect(screen.getByTestId('stat-Total Budget')).toHaveTextContent('₹25,000.00');
    expect(api.callsTo('listProjects')[0]!.query.toString()).toBe('page=1&page_size=10');
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/project-categories');
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/project-services');
  });

  it('writes search, status and page into the URL and asks the server for them', async () => {
    const many = makeProjectList([makeProject()], { pagination: { page: 1, page_size: 10, total: 25 } });
    const api = mockApi({ listProjects: many });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/projects');
    await screen.findByRole('link', { name: 'Harbour View listing' });

    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'coastal');
    await waitFor(() => expect(router.state.location.search).toBe('?search=coastal'));
    await waitFor(() => expect(api.callsTo('listProjects').at(-1)!.query.get('search')).toBe('coastal'));

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'In Progress' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('in progress'));
    await waitFor(() => expect(api.callsTo('listProjects').at(-1)!.query.get('status')).toBe('in progress'));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(api.callsTo('listProjects').at(-1)!.query.get('page')).toBe('2'));
    expect(api.callsTo('listProjects').at(-1)!.query.get('search')).toBe('coastal');
  });

  // Typing into five fields and three selects takes seconds on a loaded machine; the 5 s default is for quick tests.
  it('adds a project with the right body, then toasts the invoice 2 s later', { timeout: 20_000 }, async () => {
    const api = mockApi({
      ...options,
      listProjects: makeProjectList([]),
      createProject: jsonResponse(201, { success: true, message: 'Project created successfully! Invoice will be auto-generated.', data: makeProject(), invoice: makeInvoice() }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/projects');
    await user.click(await screen.findByRole('button', { name: 'Add Project' }));
    const dialog = await screen.findByRole('dialog');

    await user.type(within(dialog).getByLabelText('Project Name'), 'Harbour View listing');
    for (const [label, option] of [['Client', 'Coastal Realty'], ['Category', 'Residential'], ['Service', 'Twilight Photos (₹1,000.00)']]) {
      await user.click(within(dialog).getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
    }
    await user.type(within(dialog).getByLabelText('Site Address'), 'https://maps.example.com/harbour-view');
    await user.type(within(dialog).getByLabelText('Budget (INR)'), '1500');
    fireEvent.change(within(dialog).getByLabelText('Start Date'), { target: { value: '2026-03-02' } });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    await vi.waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Project created successfully! Invoice will be auto-generated.'));

    expect(api.callsTo('createProject').map((call) => call.body)).toEqual([
      { projectName: 'Harbour View listing', company_id: 3, category_id: 2, service_id: 5, siteAddress: 'https://maps.example.com/harbour-view', budget: '1500', start_date: '2026-03-02' },
    ]);
    expect(notifySuccess).not.toHaveBeenCalledWith('Invoice Generated', expect.anything());
    vi.advanceTimersByTime(2000);
    expect(notifySuccess).toHaveBeenCalledWith('Invoice Generated', 'INV-2026-004 · ₹1,10,000.00');
  });

  it('shows what is missing without posting, and the server’s field errors under their field', async () => {
    const api = mockApi({
      ...options,
      listProjects: makeProjectList([]),
      createProject: jsonResponse(400, { success: false, message: 'siteAddress is required', code: 'VALIDATION', errors: [{ field: 'siteAddress', message: 'siteAddress must be at most 2000 characters' }] }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/projects');
    await user.click(await screen.findByRole('button', { name: 'Add Project' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));

    for (const text of ['Project name is required', 'Client is required', 'Category is required', 'Service is required', 'Site address is required']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(api.callsTo('createProject')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Project Name'), 'Loft');
    for (const [label, option] of [['Client', 'Coastal Realty'], ['Category', 'Residential'], ['Service', 'Twilight Photos (₹1,000.00)']]) {
      await user.click(within(dialog).getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
    }
    await user.type(within(dialog).getByLabelText('Site Address'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    expect(await within(dialog).findByText('siteAddress must be at most 2000 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Site Address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a project after the confirmation', async () => {
    const api = mockApi({
      deleteProject: { success: true, message: 'Project deleted successfully!' },
      listProjects: makeProjectList([makeProject({ file_count: 42 })]),
      getInvoice: { success: true, data: makeInvoice({ invoiceNumber: 'INV-2026-012' }) },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/projects');
    await user.click(await screen.findByRole('button', { name: 'Delete Harbour View listing' }));
    const confirm = await screen.findByRole('alertdialog');
    // The invoice's number is read while the question is open.
    await waitFor(() =>
      expect(confirm).toHaveTextContent("Delete project 'Harbour View listing'? Its invoice INV-2026-012, its folders and 42 files are deleted too. Ledger entries added by hand stay."),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Project deleted successfully!'));
    expect(api.callsTo('deleteProject', { id: 7 })).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
