import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tourUrlMessage } from '@portal/contract';
import { notifySuccess } from '@/lib/notify';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen } from '@/test/render-screen';
import { polyfillRadix, signInAsStaff } from '@/test/project-fixtures';
import { liveSite, makeEntry, makeSite } from '../site-fixtures';
import { tourUrlError } from './listing-facts-form';
import { ListingPanel } from './listing-panel';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const ok = (data: unknown) => ({ success: true, data });
const files = [makeEntry(31, 'facade.jpg'), makeEntry(32, 'plan.pdf'), makeEntry(33, 'walkthrough.mp4'), makeEntry(34, 'agent.jpg')];
const fileList = ok({ folder_path: '', files, can_download: true, can_edit: true });

const renderPanel = () => renderScreen('/project/:id', <ListingPanel projectId={7} />, '/project/7');

beforeEach(() => {
  polyfillRadix();
  signInAsStaff();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifySuccess).mockReset();
});

// Typing into the form takes seconds when the suites run side by side; the 5 s default is for quick tests.
const slow = { timeout: 30_000 };

describe('staff Listing tab', () => {
  it('shows a draft site with both links, publishes it, then takes it down after asking', slow, async () => {
    const api = mockApi({
      getListing: ok(makeSite()),
      listFiles: fileList,
      publishSite: ok(liveSite({ published_by: 'staff', invoice_paid: false })),
      unpublishSite: ok(makeSite({ unpublished_at: '2026-11-25T09:00:00.000Z' })),
    });
    const user = userEvent.setup();
    renderPanel();
    const status = await screen.findByRole('region', { name: /Property website/ });
    expect(within(status).getByLabelText('Website: Draft')).toHaveTextContent('Draft');
    expect(status).toHaveTextContent('Goes live by itself when the invoice is paid; publish to put it live sooner.');
    expect(within(status).getByRole('link', { name: `${window.location.origin}/p/14-ocean-view-rd-mosman-k3j9x2 (opens in a new tab)` })).toHaveAttribute('href', `${window.location.origin}/p/14-ocean-view-rd-mosman-k3j9x2`);
    expect(within(status).getByRole('link', { name: /\/unbranded/ })).toHaveAttribute('href', `${window.location.origin}/p/14-ocean-view-rd-mosman-k3j9x2/unbranded`);
    expect(status).toHaveTextContent('The links answer "not found" until the website is live.');
    expect(within(status).queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();

    await user.click(within(status).getByRole('button', { name: 'Publish' }));
    expect(await within(status).findByLabelText('Website: Live')).toBeInTheDocument();
    expect(status).toHaveTextContent('Live since 20-11-2026, published by staff.');
    expect(status).toHaveTextContent('57 page views');
    expect(api.callsTo('publishSite', { id: 7 })).toHaveLength(1);
    expect(notifySuccess).toHaveBeenCalledWith('The website is live.');

    await user.click(within(status).getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Take the website down?' });
    expect(api.callsTo('unpublishSite')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await within(status).findByLabelText('Website: Draft')).toBeInTheDocument();
    expect(status).toHaveTextContent('Taken down on 25-11-2026.');
    expect(api.callsTo('unpublishSite', { id: 7 })).toHaveLength(1);
  });

  it('copies the absolute links', async () => {
    mockApi({ getListing: ok(liveSite()), listFiles: fileList });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Copy unbranded link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/p/14-ocean-view-rd-mosman-k3j9x2/unbranded`);
    expect(screen.getByRole('button', { name: 'Unbranded link copied' })).toHaveTextContent('Copied');
  });

  it('refuses a tour link off the allow-list before calling the server, then saves the facts as numbers and text', slow, async () => {
    const api = mockApi({ getListing: ok(makeSite()), listFiles: fileList, updateListing: ({ body }) => jsonResponse(200, ok({ ...makeSite(), facts: { ...makeSite().facts, ...(body as object) } })) });
    const user = userEvent.setup();
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Listing facts' });
    const tour = within(form).getByLabelText('3D tour URL');
    await user.type(tour, 'https://tours.evil.example/show/1');
    await user.click(within(form).getByRole('button', { name: 'Save listing' }));
    expect(await within(form).findByText(tourUrlError)).toBeInTheDocument();
    expect(tour).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('updateListing')).toHaveLength(0);

    await user.clear(tour);
    await user.type(tour, 'https://my.matterport.com/show/?m=abc123');
    await user.type(within(form).getByLabelText('Price (AUD)'), '1250000');
    await user.type(within(form).getByLabelText('Bedrooms'), '4');
    await user.type(within(form).getByLabelText('Bathrooms'), '2.5');
    await user.type(within(form).getByLabelText('Area (m²)'), '210');
    await user.type(within(form).getByLabelText('Description'), 'Sunlit family home.');
    await user.type(within(form).getByLabelText('Agent name'), ' Alex Agent ');
    await user.type(within(form).getByLabelText('Agent phone'), '0400 123 456');
    await user.click(within(form).getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(api.callsTo('updateListing', { id: 7 })).toHaveLength(1));
    expect(api.callsTo('updateListing')[0]!.body).toEqual({
      address: '14 Ocean View Rd, Mosman',
      price: '1250000',
      bedrooms: 4,
      bathrooms: 2.5,
      floor_area: 210,
      description: 'Sunlit family home.',
      agent_name: 'Alex Agent',
      agent_phone: '0400 123 456',
      tour_url: 'https://my.matterport.com/show/?m=abc123',
    });
    expect(within(form).queryByText(tourUrlError)).not.toBeInTheDocument();
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Listing saved successfully!'));
  });

  it("shows the server's refusal of the tour link under the field", slow, async () => {
    mockApi({
      getListing: ok(makeSite()),
      listFiles: fileList,
      updateListing: jsonResponse(400, { success: false, message: tourUrlMessage, code: 'VALIDATION_ERROR', errors: [{ field: 'tour_url', message: tourUrlMessage }] }),
    });
    const user = userEvent.setup();
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Listing facts' });
    await user.type(within(form).getByLabelText('Agent name'), 'Alex');
    await user.click(within(form).getByRole('button', { name: 'Save listing' }));
    expect(await within(form).findByText(tourUrlError)).toBeInTheDocument();
  });

  it('marks a PDF as a floor plan, sets a video poster and the agent photo', slow, async () => {
    const api = mockApi({
      getListing: ok(makeSite()),
      listFiles: fileList,
      updateFileMedia: ({ params, body }) => jsonResponse(200, ok({ file_id: Number(params.fileId), media_kind: 'floor_plan', media_kind_set: true, poster_file_id: (body as { poster_file_id?: number }).poster_file_id ?? null })),
      updateListing: ok(makeSite({ facts: { ...makeSite().facts, agent_photo_file_id: 34 } })),
    });
    const user = userEvent.setup();
    renderPanel();
    const media = await screen.findByRole('region', { name: 'Media on the website' });
    const plan = await within(media).findByRole('combobox', { name: 'plan.pdf on the website' });
    expect(plan).toHaveValue('none');
    await user.selectOptions(plan, 'floor_plan');
    await waitFor(() => expect(api.callsTo('updateFileMedia', { id: 7, fileId: 32 })).toHaveLength(1));
    expect(api.callsTo('updateFileMedia')[0]!.body).toEqual({ media_kind: 'floor_plan' });

    // A video's poster is one of the folder's images, or its first frame.
    const poster = within(media).getByRole('combobox', { name: 'Poster of walkthrough.mp4' });
    expect(within(poster).getAllByRole('option').map((option) => option.textContent)).toEqual(['Poster: first frame', 'Poster: facade.jpg', 'Poster: agent.jpg']);
    await user.selectOptions(poster, '31');
    await waitFor(() => expect(api.callsTo('updateFileMedia', { fileId: 33 })).toHaveLength(1));
    expect(api.callsTo('updateFileMedia', { fileId: 33 })[0]!.body).toEqual({ poster_file_id: 31 });

    // A photo may not be a video; a video only a video.
    expect(within(within(media).getByRole('combobox', { name: 'facade.jpg on the website' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Photo', 'Floor plan']);

    await user.click(within(media).getByRole('button', { name: 'Use agent.jpg as the agent photo' }));
    await waitFor(() => expect(api.callsTo('updateListing')).toHaveLength(1));
    expect(api.callsTo('updateListing')[0]!.body).toEqual({ agent_photo_file_id: 34 });
    expect(await within(media).findByText('Agent photo', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
  });
});
