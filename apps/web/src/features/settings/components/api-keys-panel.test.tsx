import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { ApiKey, BusinessProfile, CreatedApiKey } from '@portal/contract';
import { polyfillRadix } from '@/test/project-fixtures';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { SettingsScreen } from './settings-screen';

const ok = (data: unknown) => ({ success: true, data });
const profile: BusinessProfile = { name: 'Lens & Light Studio', address: '', email: '', phone: '', tax_number: '', bank_details: '', currency: 'AUD', locale: 'en-AU', time_zone: 'Australia/Sydney', working_hours: { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5, 6] }, cancel_cutoff_hours: 24, mls_long_edge: 2048, mls_max_bytes: 3_000_000 };
const zapier: ApiKey = { id: 1, name: 'Zapier', scope: 'read', prefix: 'pk_AbCdEfG', created_at: '2026-11-02T09:00:00Z', last_used_at: '2026-11-20T09:00:00Z', revoked_at: null };
const oldSite: ApiKey = { id: 2, name: 'Old website', scope: 'staff', prefix: 'pk_Zyxwvut', created_at: '2026-10-01T09:00:00Z', last_used_at: null, revoked_at: '2026-10-05T09:00:00Z' };
const fullKey = `pk_${'Q'.repeat(43)}`;
const baseApi = { getBusinessProfile: ok(profile), listApiEndpoints: ok([]), listApiKeys: ok([zapier, oldSite]) };

const renderSettings = (path = '/settings?tab=api-keys') => renderScreen('/settings', <SettingsScreen />, path);
const keysTable = () => screen.findByRole('table', { name: 'API keys' });

beforeEach(() => {
  polyfillRadix();
  signInAs('admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Settings, API keys tab', () => {
  it('opens from ?tab=api-keys and lists each key by name, scope, prefix, dates and status, never the key', async () => {
    mockApi(baseApi);
    renderSettings();
    expect(screen.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true');
    const table = await keysTable();
    await within(table).findByText('Zapier');
    const active = within(table).getByText('Zapier').closest('tr')!;
    for (const text of ['Read only', 'pk_AbCdEfG…', '02-11-2026', '20-11-2026', 'Active']) expect(active).toHaveTextContent(text);
    expect(within(active).getByRole('button', { name: 'Revoke Zapier' })).toBeInTheDocument();
    const revoked = within(table).getByText('Old website').closest('tr')!;
    for (const text of ['Staff', 'pk_Zyxwvut…', 'Never', 'Revoked']) expect(revoked).toHaveTextContent(text);
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('keeps the open tab in the URL', async () => {
    mockApi(baseApi);
    const { router } = renderSettings('/settings');
    expect(screen.getByRole('tab', { name: 'Endpoints' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'API keys' }));
    expect(router.state.location.search).toBe('?tab=api-keys');
    expect(await keysTable()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Endpoints' }));
    expect(router.state.location.search).toBe('?tab=endpoints');
    expect(screen.getByRole('region', { name: 'Integration guide' })).toHaveTextContent('API keys tab');
  });

  it('says when there is no key yet', async () => {
    mockApi({ ...baseApi, listApiKeys: ok([]) });
    renderSettings();
    expect(await within(await keysTable()).findByText('No API keys yet')).toBeInTheDocument();
  });

  it('creates a key: checks the name first, sends name and scope, then shows the key once with Copy', async () => {
    const created: CreatedApiKey = { ...zapier, id: 3, name: 'Website', scope: 'staff', prefix: fullKey.slice(0, 10), last_used_at: null, key: fullKey };
    const api = mockApi({ ...baseApi, createApiKey: () => jsonResponse(201, { success: true, message: 'API key created.', data: created }) });
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderSettings();
    await keysTable();

    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    expect(dialog).toHaveTextContent('Read only:');
    expect(dialog).toHaveTextContent('Staff:');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create API key' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(api.callsTo('createApiKey')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Name'), '  Website ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Scope' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Staff' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create API key' }));

    dialog = await screen.findByRole('dialog', { name: 'API key created' });
    expect(api.callsTo('createApiKey')[0]!.body).toEqual({ name: 'Website', scope: 'staff' });
    expect(within(dialog).getByLabelText('API key')).toHaveValue(fullKey);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('it will not be shown again');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(fullKey);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('listApiKeys').length).toBeGreaterThan(1));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(fullKey)).toBeNull();
    // Opened again, it asks for a new key; the old one is gone for good.
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByRole('dialog', { name: 'Create API key' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(fullKey)).toBeNull();
  });

  it("places the server's field error under its field", async () => {
    vi.spyOn(toast, 'error').mockReturnValue(1);
    mockApi({
      ...baseApi,
      createApiKey: jsonResponse(400, { success: false, code: 'VALIDATION_FAILED', message: 'name must not contain NUL characters', errors: [{ field: 'name', message: 'name must not contain NUL characters' }] }),
    });
    renderSettings();
    await keysTable();
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Zapier');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create API key' }));
    expect(await within(dialog).findByText('Name must not contain NUL characters')).toBeInTheDocument();
  });

  it('revokes a key after asking, naming it and its prefix', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({ ...baseApi, revokeApiKey: ok({ ...zapier, revoked_at: '2026-11-22T10:00:00Z' }) });
    renderSettings();
    await userEvent.click(await within(await keysTable()).findByRole('button', { name: 'Revoke Zapier' }));
    const question = await screen.findByRole('alertdialog', { name: 'Revoke API key' });
    expect(question).toHaveTextContent('Revoke "Zapier" (pk_AbCdEfG…)?');
    expect(api.callsTo('revokeApiKey')).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('API key revoked.', expect.anything()));
    expect(api.callsTo('revokeApiKey', { id: 1 })).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
