import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startDownload } from '@/lib/download-link';
import { makeProject } from '@/test/project-fixtures';
import { renderRoutes } from '@/test/render-route';
import { mockApi, signInAs } from '@/test/render-screen';
import { liveSite, makeSite } from '@/features/listing/site-fixtures';
import { ClientProjectScreen } from './client-project-screen';

vi.mock('@/lib/download-link', () => ({ startDownload: vi.fn() }));

const routes = [{ path: '/client/project/:id', Component: ClientProjectScreen }];
const ok = (data: unknown) => ({ success: true, data });
const zipLink = ok({ download_url: '/api/v1/files/zip/tok/harbour-view-mls.zip', file_name: 'harbour-view-mls.zip', expires_at: '2026-11-25T10:00:00.000Z' });

beforeEach(() => signInAs('company', 'customer'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startDownload).mockReset();
});

describe('client project: property website and downloads', () => {
  it('locks the three ZIPs with the payment message while the invoice is unpaid, and says the site goes live once paid', async () => {
    const api = mockApi({ getProject: ok(makeProject({ projectStatus: 'completed', status: 'completed', invoice_id: null })), getListing: ok(makeSite()), listingZipUrl: zipLink });
    renderRoutes(routes, '/client/project/7');
    const downloads = await screen.findByRole('region', { name: 'Downloads' });
    expect(within(downloads).getByRole('note')).toHaveTextContent('Please pay the invoice to download files.');
    for (const name of ['Download MLS-size ZIP', 'Download Favourites ZIP', 'Download Print-size ZIP']) expect(within(downloads).getByRole('button', { name })).toBeDisabled();
    const website = screen.getByRole('region', { name: 'Property website' });
    expect(website).toHaveTextContent('Your property website goes live once the invoice is paid.');
    expect(within(website).queryByRole('link')).not.toBeInTheDocument();
    expect(within(website).queryByText(/page views/)).not.toBeInTheDocument();
    await userEvent.click(within(downloads).getByRole('button', { name: 'Download MLS-size ZIP' }));
    expect(api.callsTo('listingZipUrl')).toHaveLength(0);
  });

  it('shows both links and the page views once live, and streams each ZIP through a signed link once paid', { timeout: 20_000 }, async () => {
    const api = mockApi({
      getProject: ok(makeProject({ projectStatus: 'completed', status: 'completed', invoice: 'paid', invoice_status: 'paid', invoice_id: null })),
      getListing: ok(liveSite()),
      listingZipUrl: zipLink,
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7');
    const website = await screen.findByRole('region', { name: 'Property website' });
    expect(await within(website).findByRole('link', { name: `${window.location.origin}/p/14-ocean-view-rd-mosman-k3j9x2 (opens in a new tab)` })).toBeInTheDocument();
    expect(within(website).getByRole('link', { name: `${window.location.origin}/p/14-ocean-view-rd-mosman-k3j9x2/unbranded (opens in a new tab)` })).toBeInTheDocument();
    expect(website).toHaveTextContent('57 page views');
    expect(website).toHaveTextContent('20 views in the last 30 days');

    const downloads = screen.getByRole('region', { name: 'Downloads' });
    expect(within(downloads).queryByRole('note')).not.toBeInTheDocument();
    await user.click(within(downloads).getByRole('button', { name: 'Download MLS-size ZIP' }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith('/api/v1/files/zip/tok/harbour-view-mls.zip', 'harbour-view-mls.zip'));
    await user.click(within(downloads).getByRole('button', { name: 'Download Print-size ZIP' }));
    await user.click(within(downloads).getByRole('button', { name: 'Download Favourites ZIP' }));
    await waitFor(() => expect(api.callsTo('listingZipUrl', { id: 7 }).map((call) => call.body)).toEqual([{ variant: 'mls' }, { variant: 'print' }, { variant: 'favourites' }]));
  });

  it('offers no downloads before the photos are delivered', async () => {
    mockApi({ getProject: ok(makeProject({ projectStatus: 'in progress', status: 'in progress', invoice_id: null })), getListing: ok(makeSite()) });
    renderRoutes(routes, '/client/project/7');
    expect(await screen.findByRole('region', { name: 'Property website' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Downloads' })).not.toBeInTheDocument();
  });
});
