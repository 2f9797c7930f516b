import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { webhookEventTypes, type WebhookDelivery, type WebhookEndpoint } from '@portal/contract';
import { polyfillRadix } from '@/test/project-fixtures';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { SettingsScreen } from './settings-screen';

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 3,
  url: 'https://crm.example.test/hooks/portal',
  description: 'Studio CRM',
  events: ['project.completed', 'invoice.paid'],
  is_active: true,
  consecutive_failures: 2,
  disabled_at: null,
  disabled_reason: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...overrides,
});
const disabled = endpoint({
  id: 4,
  url: 'https://old.example.test/hook',
  description: '',
  events: [...webhookEventTypes],
  is_active: false,
  consecutive_failures: 50,
  disabled_at: '2026-11-21T09:00:00.000Z',
  disabled_reason: 'Disabled after 50 failed deliveries in a row',
});
const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 41,
  endpoint_id: 3,
  event_id: 'evt_0123456789abcdef0123456789abcdef',
  event_type: 'invoice.paid',
  status: 'succeeded',
  attempts: 2,
  response_status: 200,
  duration_ms: 87,
  error: null,
  body: '{"id":"evt_0123456789abcdef0123456789abcdef","type":"invoice.paid","created":1795345200,"data":{}}',
  created_at: '2026-11-22T10:00:00.000Z',
  last_attempt_at: '2026-11-22T10:00:31.000Z',
  next_attempt_at: null,
  ...overrides,
});

const list = (rows: WebhookEndpoint[]) => ({ success: true, data: rows, stats: { total: rows.length, active: rows.filter((r) => r.is_active).length, disabled: rows.filter((r) => !r.is_active).length } });
const baseApi = {
  getBusinessProfile: { success: true, data: { name: 'Lens & Light Studio', address: '', email: '', phone: '', tax_number: '', currency: 'AUD', locale: 'en-AU' } },
  getSystemInfo: jsonResponse(500, { success: false, message: 'Not needed here.', code: 'INTERNAL' }),
  listApiEndpoints: { success: true, data: [] },
  listWebhooks: list([endpoint(), disabled]),
};
const openWebhooks = () => renderScreen('/settings', <SettingsScreen />, '/settings?tab=webhooks');
const endpointsTable = () => screen.findByRole('table', { name: 'Webhook endpoints' });
const rowOf = async (url: string) => (await within(await endpointsTable()).findByText(url)).closest('tr')!;

beforeEach(() => {
  polyfillRadix();
  signInAs('admin');
  vi.spyOn(toast, 'error').mockReturnValue(1);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Settings, Webhooks tab', () => {
  it('opens from the tab list, keeping the tab in the URL', async () => {
    const api = mockApi(baseApi);
    const { router } = renderScreen('/settings', <SettingsScreen />);
    expect(await screen.findByRole('tab', { name: 'Endpoints' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('listWebhooks')).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Webhooks' }));
    expect(router.state.location.search).toBe('?tab=webhooks');
    await endpointsTable();
    expect(api.callsTo('listWebhooks')).toHaveLength(1);
  });

  it('lists each endpoint with its events, status (and why it is off) and failures in a row', async () => {
    mockApi(baseApi);
    openWebhooks();
    const active = await rowOf('https://crm.example.test/hooks/portal');
    expect(active).toHaveTextContent('Studio CRM');
    expect(active).toHaveTextContent('project.completed');
    expect(active).toHaveTextContent('invoice.paid');
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(active).toHaveTextContent('2');
    const off = await rowOf('https://old.example.test/hook');
    expect(off).toHaveTextContent(`All ${webhookEventTypes.length} events`);
    expect(within(off).getByText('Disabled')).toBeInTheDocument();
    expect(off).toHaveTextContent('Disabled after 50 failed deliveries in a row');
    expect(off).toHaveTextContent('50');
  });

  it('adds an endpoint: checks the form with the contract first, then shows the secret once, with Copy', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = mockApi({
      ...baseApi,
      createWebhook: ({ body }) => jsonResponse(201, { success: true, message: 'Webhook endpoint added.', data: { ...endpoint({ id: 9, ...(body as object) }), secret: 'whsec_shown-once' } }),
    });
    openWebhooks();
    await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(within(dialog).getByText('Endpoint URL is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Endpoint URL/), 'ftp://files.example.test/drop');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /invoice\.paid/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(within(dialog).getByText('Enter an http:// or https:// URL')).toBeInTheDocument();
    expect(api.callsTo('createWebhook')).toHaveLength(0);

    const url = within(dialog).getByLabelText(/Endpoint URL/);
    await userEvent.clear(url);
    await userEvent.type(url, ' https://zapier.example.test/hooks/abc ');
    const selectAll = within(dialog).getByRole('checkbox', { name: 'Select all' });
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(selectAll);
    for (const type of webhookEventTypes) expect(within(dialog).getByRole('checkbox', { name: new RegExp(type.replace('.', '\\.')) })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect(api.callsTo('createWebhook')[0]!.body).toEqual({ url: 'https://zapier.example.test/hooks/abc', description: '', events: [...webhookEventTypes] });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_shown-once');
    expect(shown).toHaveTextContent('it is not shown again');
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('whsec_shown-once');
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue('whsec_shown-once')).toBeNull();
  });

  it("shows the server's 400 under the URL (a private address)", async () => {
    mockApi({
      ...baseApi,
      createWebhook: jsonResponse(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'url must not point to a loopback, private, link-local or other internal address',
        errors: [{ field: 'url', message: 'url must not point to a loopback, private, link-local or other internal address' }],
      }),
    });
    openWebhooks();
    await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    await userEvent.type(within(dialog).getByLabelText(/Endpoint URL/), 'http://192.168.1.20/hook');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /project\.created/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('The URL must not point to a loopback, private, link-local or other internal address')).toBeInTheDocument();
  });

  it('edits an endpoint, turns it off and on, and deletes it after asking', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      ...baseApi,
      updateWebhook: ({ params, body }) => jsonResponse(200, { success: true, data: { ...endpoint({ id: Number(params.id) }), ...(body as object) } }),
      deleteWebhook: { success: true, message: 'Webhook endpoint deleted.' },
    });
    openWebhooks();
    const row = await rowOf('https://crm.example.test/hooks/portal');

    await userEvent.click(within(row).getByRole('button', { name: 'Actions for https://crm.example.test/hooks/portal' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook endpoint' });
    expect(within(dialog).getByLabelText(/Endpoint URL/)).toHaveValue('https://crm.example.test/hooks/portal');
    expect(within(dialog).getByRole('checkbox', { name: /invoice\.paid/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /invoice\.paid/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /files\.uploaded/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save endpoint' }));
    await waitFor(() => expect(api.callsTo('updateWebhook', { id: 3 })).toHaveLength(1));
    expect(api.callsTo('updateWebhook')[0]!.body).toEqual({ url: 'https://crm.example.test/hooks/portal', description: 'Studio CRM', events: ['project.completed', 'files.uploaded'] });

    await userEvent.click(within(await rowOf('https://crm.example.test/hooks/portal')).getByRole('button', { name: /^Actions for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Turn off' }));
    await waitFor(() => expect(api.callsTo('updateWebhook')).toHaveLength(2));
    expect(api.callsTo('updateWebhook')[1]!.body).toEqual({ is_active: false });

    await userEvent.click(within(await rowOf('https://old.example.test/hook')).getByRole('button', { name: /^Actions for/ }));
    expect(await screen.findByRole('menuitem', { name: 'Send test event' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Turn on' }));
    await waitFor(() => expect(api.callsTo('updateWebhook', { id: 4 })).toHaveLength(1));
    expect(api.callsTo('updateWebhook', { id: 4 })[0]!.body).toEqual({ is_active: true });
    expect(success).toHaveBeenCalledWith('Endpoint turned on', expect.anything());

    await userEvent.click(within(await rowOf('https://old.example.test/hook')).getByRole('button', { name: /^Actions for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete webhook endpoint?' });
    expect(question).toHaveTextContent('https://old.example.test/hook? Its delivery log is deleted too');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('deleteWebhook', { id: 4 })).toHaveLength(1));
  });

  it('rolls the secret after asking and shows the new one once', async () => {
    mockApi({ ...baseApi, rollWebhookSecret: { success: true, data: { ...endpoint(), secret: 'whsec_new-one' } } });
    openWebhooks();
    await userEvent.click(within(await rowOf('https://crm.example.test/hooks/portal')).getByRole('button', { name: /^Actions for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Roll secret' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Make a new signing secret?' })).getByRole('button', { name: 'Roll secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_new-one');
  });

  it('sends a test event and opens the delivery log, where a delivery can be sent again', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const failed = delivery({ id: 42, event_type: 'project.completed', status: 'failed', attempts: 15, response_status: 500, duration_ms: 1204, error: 'Answered 500: the sink is down' });
    const pending = delivery({ id: 43, event_type: 'ping', status: 'pending', attempts: 1, response_status: null, duration_ms: 10000, error: 'No answer within 10 s', next_attempt_at: '2026-11-22T10:01:00.000Z' });
    const api = mockApi({
      ...baseApi,
      testWebhook: jsonResponse(201, { success: true, data: delivery({ id: 44, event_type: 'ping', status: 'pending', attempts: 0, response_status: null, duration_ms: null }) }),
      listWebhookDeliveries: { success: true, data: [pending, failed, delivery()], pagination: { page: 1, page_size: 10, total: 3 }, stats: { total: 3, pending: 1, succeeded: 1, failed: 1 } },
      resendWebhookDelivery: ({ params }) => jsonResponse(201, { success: true, data: delivery({ id: 45, event_id: `evt_of_${params.deliveryId}`, status: 'pending', attempts: 0 }) }),
    });
    const { router } = openWebhooks();
    await userEvent.click(within(await rowOf('https://crm.example.test/hooks/portal')).getByRole('button', { name: /^Actions for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send test event' }));
    await waitFor(() => expect(api.callsTo('testWebhook', { id: 3 })).toHaveLength(1));
    expect(success).toHaveBeenCalledWith('Test event queued', expect.anything());
    expect(router.state.location.search).toBe('?tab=webhooks&webhook=3');

    const logTable = await screen.findByRole('table', { name: 'Deliveries to https://crm.example.test/hooks/portal' });
    await within(logTable).findByText('project.completed');
    expect(api.callsTo('listWebhookDeliveries', { id: 3 })[0]!.query.get('page')).toBe('1');
    const failedRow = within(logTable).getByText('project.completed').closest('tr')!;
    for (const text of ['Failed', '500', '1204 ms', '15', 'Answered 500: the sink is down']) expect(failedRow).toHaveTextContent(text);
    const pendingRow = within(logTable).getByText('ping').closest('tr')!;
    expect(pendingRow).toHaveTextContent('Pending');
    expect(pendingRow).toHaveTextContent('No answer within 10 s');
    expect(pendingRow).toHaveTextContent('Next try');
    const okRow = within(logTable).getByText('invoice.paid').closest('tr')!;
    for (const text of ['Succeeded', '200', '87 ms']) expect(okRow).toHaveTextContent(text);

    await userEvent.click(within(failedRow).getByRole('button', { name: 'Resend project.completed (delivery 42)' }));
    await waitFor(() => expect(api.callsTo('resendWebhookDelivery', { id: 3, deliveryId: 42 })).toHaveLength(1));
    expect(success).toHaveBeenCalledWith('Delivery queued again', expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Close the delivery log' }));
    expect(router.state.location.search).toBe('?tab=webhooks');
    expect(screen.queryByRole('region', { name: 'Delivery log' })).toBeNull();
  });
});
