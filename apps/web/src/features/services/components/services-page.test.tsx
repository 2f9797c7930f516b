import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Service, ServiceList } from '@portal/contract';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { ServicesPage } from './services-page';

const service = (id: number, overrides: Partial<Service> = {}): Service => ({
  id,
  serviceName: `Service ${id}`,
  name: `Service ${id}`,
  price: '150.00',
  gstRate: 'no-gst',
  description: `Description ${id}`,
  duration_minutes: 60,
  is_addon: false,
  is_active: true,
  project_count: 0,
  created_at: '2024-03-05T10:00:00.000Z',
  updated_at: '2024-03-05T10:00:00.000Z',
  ...overrides,
});

const listAnswer = (rows: Service[], total = rows.length): ServiceList => ({
  success: true,
  data: rows,
  pagination: { page: 1, page_size: 10, total },
  stats: { total, total_value: '12345.50', average_price: '411.52' },
});

const rows = [
  service(1, { serviceName: 'Twilight Photography', name: 'Twilight Photography', price: '250.00', gstRate: '10-percent' }),
  service(2, { serviceName: 'Drone Aerials', name: 'Drone Aerials', gstRate: 'not-capable', duration_minutes: 30, is_addon: true }),
  service(3, { serviceName: 'Floor Plan', name: 'Floor Plan', gstRate: 'half-rate', duration_minutes: 0, is_active: false }),
];

const renderServices = (path = '/project-services') => renderScreen('/project-services', <ServicesPage />, path);

beforeEach(() => signInAs('user'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Photography Services', () => {
  it('shows the rows, GST labels and stat cards of the list answer', async () => {
    mockApi({ listServices: listAnswer(rows, 3) });
    renderServices();

    expect(screen.getByRole('heading', { name: 'Photography Services' })).toBeInTheDocument();
    const twilight = (await screen.findByText('Twilight Photography')).closest('tr')!;
    expect(within(twilight).getByText('ID: 1')).toBeInTheDocument();
    expect(within(twilight).getByText('₹250.00')).toBeInTheDocument();
    expect(within(twilight).getByText('10% of Price GST')).toBeInTheDocument();
    expect(within(twilight).getByText('05-03-2024')).toBeInTheDocument();
    expect(within(twilight).getByText('1 h')).toBeInTheDocument();
    expect(within(twilight).queryByText('Add-on')).toBeNull();
    const drone = screen.getByText('Drone Aerials').closest('tr')!;
    expect(within(drone).getByText('30 min')).toBeInTheDocument();
    expect(within(drone).getByText('Add-on')).toBeInTheDocument();
    expect(within(screen.getByText('Floor Plan').closest('tr')!).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Not Capable')).toBeInTheDocument();
    expect(screen.getByText('half-rate')).toBeInTheDocument(); // unknown rates shown as they are
    expect(screen.getByTestId('stat-Total Services')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-Total Value')).toHaveTextContent('₹12,345.50');
    expect(screen.getByTestId('stat-Average Price')).toHaveTextContent('₹411.52');
    // One page: no page buttons.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("shows 'Loading services...' until the answer arrives", async () => {
    mockApi({ listServices: () => new Promise<Response>(() => {}) });
    renderServices();
    expect(await screen.findByText('Loading services...')).toBeInTheDocument();
  });

  it('asks for page 1 of 10, writes the search into the URL and asks the API with it', async () => {
    const api = mockApi({ listServices: listAnswer(rows, 3) });
    const { router } = renderServices();
    await screen.findByText('Twilight Photography');
    expect(api.callsTo('listServices')[0]!.query.toString()).toBe('page=1&page_size=10');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search services' }), 'drone');

    await waitFor(() => expect(router.state.location.search).toBe('?search=drone'));
    await waitFor(() => expect(api.callsTo('listServices').at(-1)!.query.get('search')).toBe('drone'));
  });

  it('pages on the server: page 2 goes into the URL and the query', async () => {
    const api = mockApi({ listServices: listAnswer(rows, 25) });
    const { router } = renderServices();
    await screen.findByText('Twilight Photography');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(api.callsTo('listServices').at(-1)!.query.get('page')).toBe('2'));
  });

  it('reads search and page back from the URL', async () => {
    const api = mockApi({ listServices: listAnswer([], 0) });
    renderServices('/project-services?search=aerial&page=3');
    expect(await screen.findByText('No services found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('aerial');
    expect(api.callsTo('listServices')[0]!.query.toString()).toBe('search=aerial&page=3&page_size=10');
  });

  it('says no services have been added yet when the list is empty without a search', async () => {
    mockApi({ listServices: listAnswer([], 0) });
    renderServices();
    expect(await screen.findByText('No services found')).toBeInTheDocument();
    expect(screen.getByText('No services have been added yet.')).toBeInTheDocument();
  });

  it('refuses an empty Add Service form with a message under every field, sending nothing', async () => {
    const api = mockApi({ listServices: listAnswer(rows) });
    renderServices();
    await userEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Service' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    expect(within(dialog).getByText('Service name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price is required')).toBeInTheDocument();
    expect(within(dialog).getByText('GST rate is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Price/), '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    expect(within(dialog).getByText('Price must be a number of 0 or more, with at most 2 decimals')).toBeInTheDocument();
    expect(api.callsTo('createService')).toHaveLength(0);
  });

  it('adds a service: POSTs the form, toasts, closes the dialog and reloads the list', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listServices: listAnswer(rows),
      createService: jsonResponse(201, { success: true, message: 'Service added successfully!', data: service(9) }),
    });
    renderServices();
    await screen.findByText('Twilight Photography');
    await userEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Service' });

    await userEvent.type(within(dialog).getByLabelText(/Service Name/), ' Video Walkthrough ');
    await userEvent.type(within(dialog).getByLabelText(/Price/), '399.99');
    await userEvent.click(within(dialog).getByLabelText(/GST Rate/));
    await userEvent.click(await screen.findByRole('option', { name: '10% of Price GST' }));
    await userEvent.type(within(dialog).getByLabelText(/Description/), 'A guided video tour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Service added successfully!', expect.anything()));
    expect(api.callsTo('createService')[0]!.body).toEqual({
      serviceName: 'Video Walkthrough',
      name: 'Video Walkthrough',
      price: '399.99',
      gstRate: '10-percent',
      description: 'A guided video tour',
      duration_minutes: 60,
      is_addon: false,
      is_active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('listServices')).toHaveLength(2));
  });

  it("edits a service: fields filled, 'Update Service' POSTs to the service's address", async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listServices: listAnswer(rows),
      updateService: { success: true, message: 'Service updated successfully!', data: service(1) },
    });
    renderServices();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Twilight Photography' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    expect(within(dialog).getByLabelText(/Service Name/)).toHaveValue('Twilight Photography');
    const price = within(dialog).getByLabelText(/Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '275');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Service' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Service updated successfully!', expect.anything()));
    expect(api.callsTo('updateService', { id: 1 })[0]!.body).toMatchObject({ serviceName: 'Twilight Photography', price: '275', gstRate: '10-percent' });
  });

  it("shows the server's field message under the field it names and keeps the dialog open", async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    mockApi({
      listServices: listAnswer(rows),
      updateService: jsonResponse(400, {
        success: false,
        message: 'name: name must be at most 255 characters',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'name', message: 'name must be at most 255 characters' }],
      }),
    });
    renderServices();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Twilight Photography' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Service' }));

    expect(await within(dialog).findByText('Name must be at most 255 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Service Name/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to save service.', expect.anything()));
  });

  it('deletes after confirmation', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listServices: listAnswer(rows),
      deleteService: { success: true, message: 'Service deleted successfully!' },
    });
    renderServices();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Drone Aerials' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent("Delete service 'Drone Aerials'? No project uses it, so nothing else is deleted.");
    expect(api.callsTo('deleteService', { id: 2 })).toHaveLength(0);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Service deleted successfully!', expect.anything()));
    expect(api.callsTo('deleteService', { id: 2 })).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows why a service in use cannot be deleted (409)', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const reason = 'This service is used by 3 projects; change or delete them first.';
    mockApi({
      listServices: listAnswer(rows),
      deleteService: jsonResponse(409, { success: false, message: reason, code: 'SERVICE_IN_USE' }),
    });
    renderServices();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Drone Aerials' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete service.', expect.objectContaining({ description: reason })));
  });

  it("toasts 'Error loading services' with its description when the list fails", async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    mockApi({ listServices: jsonResponse(500, { success: false, message: 'Boom', code: 'INTERNAL' }) });
    renderServices();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error loading services', expect.objectContaining({ description: 'Could not fetch services data.' })),
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says how many projects keep a service, and offers no Delete then', async () => {
    const api = mockApi({ listServices: listAnswer(rows.map((row) => ({ ...row, project_count: 4 }))) });
    renderServices();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Drone Aerials' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cannot delete' });
    expect(confirm).toHaveTextContent("The service 'Drone Aerials' is used by 4 projects, so it cannot be deleted: change their service first.");
    expect(within(confirm).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(api.callsTo('deleteService', { id: 2 })).toHaveLength(0);
  });
});
