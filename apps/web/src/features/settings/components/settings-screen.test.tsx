import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { ApiEndpoint, BusinessProfile, ConnectionTest, SystemInfo } from '@portal/contract';
import { operationRoutes } from '@portal/contract/routes';
import { polyfillRadix } from '@/test/project-fixtures';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { SettingsScreen } from './settings-screen';

const profile: BusinessProfile = { name: 'Lens & Light Studio', address: '1 Harbour St', email: 'hello@lens.test', phone: '0400 000 000', tax_number: 'ABN 1', bank_details: '', currency: 'AUD', locale: 'en-AU', time_zone: 'Australia/Sydney', working_hours: { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5, 6] }, cancel_cutoff_hours: 24, free_revision_rounds: 2, revision_price: '0.00', mls_long_edge: 2048, mls_max_bytes: 3_000_000 };
const system: SystemInfo = {
  database: { kind: 'postgresql', host: 'db.internal', port: 5432, name: 'portal_prod', path: null },
  storage: { kind: 's3', bucket: 'studio-photos', endpoint: 'https://s3.us-west-004.backblazeb2.com', region: 'us-west-004', force_path_style: false, path: null },
  public_url: 'https://portal.studio.test',
  max_upload_bytes: 5 * 1024 ** 3,
  signed_url_ttl_seconds: 600,
  smtp: { configured: true, host: 'smtp.studio.test', port: 587, secure: false, mail_from: 'Portal <no-reply@portal.local>' },
  version: '0.1.0',
};
/** The docs spell path parameters `{id}`, as the server's endpoint list does. */
const categoriesPath = operationRoutes.listCategories.path;
const categoryPath = operationRoutes.deleteCategory.path.replace(':id', '{id}');
const projectsPath = operationRoutes.listProjects.path;
const endpoints: ApiEndpoint[] = [
  { method: 'GET', path: categoriesPath, summary: 'List categories', tag: 'categories' },
  { method: 'DELETE', path: categoryPath, summary: 'Delete a category', tag: 'categories' },
  { method: 'GET', path: projectsPath, summary: 'List projects', tag: 'projects' },
];
const ok = (data: unknown) => ({ success: true, data });
const baseApi = {
  getBusinessProfile: ok(profile),
  getSystemInfo: ok(system),
  listApiEndpoints: ok(endpoints),
};
const renderSettings = () => renderScreen('/settings', <SettingsScreen />);
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  polyfillRadix();
  signInAs('admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Settings', () => {
  // Typing, a select and a paste take seconds when the settings tests run side by side; the 5 s default is for quick tests.
  it('saves the business profile invoices print, and toasts', { timeout: 20_000 }, async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({ ...baseApi, updateBusinessProfile: ({ body }) => jsonResponse(200, { success: true, message: 'Business profile saved successfully!', data: body }) });
    renderSettings();
    const name = await screen.findByLabelText(/Business Name/);
    expect(name).toHaveValue('Lens & Light Studio');
    expect(section('Business profile')).toHaveTextContent('every invoice');

    await userEvent.clear(name);
    await userEvent.type(name, '  Harbourside Photo Co ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(await screen.findByRole('option', { name: /NZD/ }));
    await userEvent.click(screen.getByLabelText(/Bank Details/));
    await userEvent.paste('Lens & Light Pty Ltd, BSB 062-000, Account 1234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Business profile saved successfully!', expect.anything()));
    // This form also carries the scheduling settings (time zone, working hours, cut-off), the revision settings
    // (free rounds, price of a billable round) and the MLS photo size, sent back as they were.
    expect(api.callsTo('updateBusinessProfile')[0]!.body).toEqual({ ...profile, name: 'Harbourside Photo Co', currency: 'NZD', bank_details: 'Lens & Light Pty Ltd, BSB 062-000, Account 1234 5678' });
  });

  it('sets the free revision rounds and the price of a billable round', async () => {
    vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({ ...baseApi, updateBusinessProfile: ({ body }) => jsonResponse(200, { success: true, message: 'Business profile saved successfully!', data: body }) });
    const user = userEvent.setup();
    renderSettings();
    const rounds = await screen.findByRole('spinbutton', { name: 'Free revision rounds' }, { timeout: 5_000 });
    expect(rounds).toHaveValue(2);
    await user.clear(rounds);
    await user.type(rounds, '3');
    const price = screen.getByRole('textbox', { name: 'Price of a billable round' });
    await user.clear(price);
    await user.type(price, '45.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('updateBusinessProfile')).toHaveLength(1));
    expect(api.callsTo('updateBusinessProfile')[0]!.body).toMatchObject({ free_revision_rounds: 3, revision_price: '45.50' });
  }, 20_000);

  it('refuses a blank name or a bad email before calling the server', async () => {
    const api = mockApi(baseApi);
    renderSettings();
    await userEvent.clear(await screen.findByLabelText(/Business Name/));
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address, or leave it empty')).toBeInTheDocument();
    expect(api.callsTo('updateBusinessProfile')).toHaveLength(0);
  });

  it('shows the connection and storage read-only, and tests them with a spinner, then toasts Connection Successful', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    let answer: (response: Response) => void = () => {};
    const result: ConnectionTest = { database: { ok: true, ms: 2.5 }, storage: { ok: true, ms: 48 } };
    mockApi({ ...baseApi, testConnection: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderSettings();
    await screen.findByText('PostgreSQL');
    const rows = section('Connection and storage');
    for (const text of ['PostgreSQL', 'db.internal:5432', 'portal_prod', 'studio-photos', 'https://s3.us-west-004.backblazeb2.com', '5 GiB', '10 minutes', 'smtp.studio.test:587']) {
      expect(rows).toHaveTextContent(text);
    }
    expect(within(rows).queryByRole('textbox')).toBeNull();

    const button = within(rows).getByRole('button', { name: 'Test Connection' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(within(rows).getByRole('status')).toHaveTextContent('Testing the database and file storage...');

    answer(jsonResponse(200, ok(result)));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Connection Successful', { description: 'Database 2.5 ms · File storage 48 ms' }));
    const results = within(rows).getByRole('list', { name: 'Connection test results' });
    expect(results).toHaveTextContent('Database OK · 2.5 ms');
    expect(results).toHaveTextContent('File storage OK · 48 ms');
    expect(button).toBeEnabled();
  });

  it('names what failed in a destructive toast and beside the result', async () => {
    const failure = vi.spyOn(toast, 'error').mockReturnValue(1);
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const result: ConnectionTest = { database: { ok: true, ms: 3 }, storage: { ok: false, ms: 10000, error: 'No answer within 10 seconds' } };
    mockApi({ ...baseApi, testConnection: ok(result) });
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Test Connection' }));

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Connection Failed: File storage', expect.objectContaining({ description: 'File storage: No answer within 10 seconds' })));
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Connection test results' })).toHaveTextContent('File storage Failed · 10000 ms');
    expect(screen.getByText('No answer within 10 seconds')).toBeInTheDocument();
  });

  it('lists the API endpoints with method badges and searches them', async () => {
    mockApi(baseApi);
    renderSettings();
    const table = await screen.findByRole('table', { name: 'API endpoints' });
    await within(table).findByText(projectsPath);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const row = within(table).getByText(categoryPath).closest('tr')!;
    expect(within(row).getByText('DELETE')).toBeInTheDocument();
    expect(row).toHaveTextContent('Delete a category');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search endpoints' }), 'categories');
    await waitFor(() => expect(within(table).queryByText(projectsPath)).toBeNull());
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2 of 3 endpoints')).toBeInTheDocument();
  });

  it('explains API keys, both auth schemes, the envelope and pagination, with a curl example on the public URL', async () => {
    mockApi(baseApi);
    renderSettings();
    const guide = section('Integration guide');
    expect(guide).toHaveTextContent('Authorization: Token <key>');
    expect(guide).toHaveTextContent('Authorization: Bearer <key>');
    expect(guide).toHaveTextContent('scope read only make GET calls');
    expect(guide).toHaveTextContent('429 with Retry-After');
    expect(guide).toHaveTextContent('pagination');
    const curl = within(guide).getByLabelText('curl example');
    await waitFor(() => expect(curl).toHaveTextContent("curl -s 'https://portal.studio.test/api/v1/projects/?page=1&page_size=10'"));
    expect(curl).toHaveTextContent('Authorization: Bearer $API_KEY');
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    vi.spyOn(toast, 'error').mockReturnValue(1);
    const api = mockApi({ ...baseApi, getBusinessProfile: jsonResponse(500, { success: false, message: 'Something went wrong on our side.', code: 'INTERNAL' }) });
    renderSettings();
    const alert = await within(section('Business profile')).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading the business profile');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('getBusinessProfile').length).toBeGreaterThan(1));
  });
});
