import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { defaultBusinessProfile, type BusinessProfile } from '@portal/contract';
import { polyfillRadix } from '@/test/project-fixtures';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { SettingsScreen } from './settings-screen';

const profile: BusinessProfile = { ...defaultBusinessProfile, name: 'Lens & Light Studio' };
const ok = (data: unknown) => ({ success: true, data });
const stub = () =>
  mockApi({
    getBusinessProfile: ok(profile),
    updateBusinessProfile: ({ body }) => jsonResponse(200, { success: true, message: 'Business profile saved successfully!', data: body }),
  });

beforeEach(() => {
  polyfillRadix();
  signInAs('admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Settings: MLS photo size', () => {
  it('shows the defaults (2048 pixels, 3 MB) and saves the long edge and the byte cap in bytes', { timeout: 20_000 }, async () => {
    vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = stub();
    renderScreen('/settings', <SettingsScreen />);
    const edge = await screen.findByLabelText('Long edge (pixels)');
    const size = screen.getByLabelText('Largest photo (MB)');
    expect(edge).toHaveValue(2048);
    expect(size).toHaveValue(3);
    await userEvent.clear(edge);
    await userEvent.type(edge, '1600');
    await userEvent.clear(size);
    await userEvent.type(size, '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('updateBusinessProfile')).toHaveLength(1));
    expect(api.callsTo('updateBusinessProfile')[0]!.body).toMatchObject({ mls_long_edge: 1600, mls_max_bytes: 1_500_000 });
  });

  it('refuses sizes outside what the server takes, in pixels and MB, before calling it', { timeout: 20_000 }, async () => {
    const api = stub();
    renderScreen('/settings', <SettingsScreen />);
    const edge = await screen.findByLabelText('Long edge (pixels)');
    await userEvent.clear(edge);
    await userEvent.type(edge, '300');
    const size = screen.getByLabelText('Largest photo (MB)');
    await userEvent.clear(size);
    await userEvent.type(size, '0.05');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at least 640 pixels')).toBeInTheDocument();
    expect(screen.getByText('Enter at least 0.1 MB')).toBeInTheDocument();
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('updateBusinessProfile')).toHaveLength(0);
  });
});
