import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { fileList, makeFile, stubLayout } from '@/test/file-fixtures';
import { makeProject } from '@/test/project-fixtures';
import { jsonResponse, renderRoutes } from '@/test/render-route';
import { mockApi, signInAs } from '@/test/render-screen';
import { ClientProjectFilesScreen } from './client-project-files-screen';

const routes = [
  { path: '/client/project/:id/files', Component: ClientProjectFilesScreen },
  { path: '/client/project/:id', element: <p>Project screen</p> },
];
const completed = (overrides = {}) => ({ success: true, data: makeProject({ projectStatus: 'completed', favourite_count: 2, ...overrides }) });
const paid = { invoice: 'paid', invoice_status: 'paid' };
const photo = makeFile('IMG_0001.jpg', { id: 101 });
const proof = makeFile('IMG_0002.jpg', { id: 102, download_url: null });

let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  signInAs('company', 'customer');
  stubLayout();
  error = vi.spyOn(toast, 'error').mockReturnValue(1);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('client project files page', () => {
  it('shows the editing notice instead of the manager before completion', async () => {
    const api = mockApi({ getProject: { success: true, data: makeProject({ projectStatus: 'in progress' }) } });
    renderRoutes(routes, '/client/project/7/files');
    expect(await screen.findByText('Files are being edited')).toBeInTheDocument();
    expect(
      screen.getByText('Your photos are currently being processed and edited. Files will be available for review once the editing is complete.'),
    ).toBeInTheDocument();
    expect(api.callsTo('listFiles', { id: 7 })).toHaveLength(0);
  });

  it('shows the header: Files badge, project name, the signed-in person, the favourite count; and goes back', async () => {
    mockApi({ getProject: completed(paid), listFiles: fileList([photo], '', { can_edit: false }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7/files');
    expect(await screen.findByRole('heading', { name: 'Harbour View listing' })).toBeInTheDocument();
    expect(screen.getByText('Files')).toBeInTheDocument();
    expect(screen.getByText('sam')).toBeInTheDocument();
    expect(screen.getByLabelText('2 favourites')).toBeInTheDocument();
    expect(screen.queryByText('Invoice payment required to download files')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Project' }));
    expect(await screen.findByText('Project screen')).toBeInTheDocument();
  });

  it('greys unpaid photos with the paywall, disables download and toasts when it is tried or the image right-clicked', async () => {
    mockApi({ getProject: completed(), listFiles: fileList([proof], '', { can_download: false, can_edit: false }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7/files');
    expect(await screen.findByText('Download access is restricted until invoice payment is completed.')).toBeInTheDocument();
    expect(screen.getByText('Invoice payment required to download files')).toBeInTheDocument();
    const card = await screen.findByRole('group', { name: 'IMG_0002.jpg' });
    expect(within(card).getByText('Pay Invoice to Download')).toBeInTheDocument();
    expect(card.querySelector('img')?.parentElement).toHaveClass('[&_img]:grayscale');
    expect(screen.queryByRole('button', { name: 'Upload Files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download all' })).not.toBeInTheDocument();

    const download = within(card).getByRole('button', { name: 'Download IMG_0002.jpg' });
    expect(download).toHaveAttribute('aria-disabled', 'true');
    await user.click(download);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Download Restricted', expect.objectContaining({ description: 'Please pay the invoice to download files.' })));

    const menu = fireEvent.contextMenu(card.querySelector('img')!);
    expect(menu).toBe(false); // default prevented
    await waitFor(() => expect(error).toHaveBeenCalledWith('Access Restricted', expect.objectContaining({ description: 'Please pay the invoice to download files.' })));
  });

  it('counts a new favourite in the header at once', async () => {
    mockApi({
      getProject: completed(paid),
      listFiles: fileList([photo], '', { can_edit: false }),
      markFavourite: () => new Promise<Response>(() => {}),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7/files');
    await user.click(await screen.findByRole('button', { name: 'Add IMG_0001.jpg to favourites' }));
    expect(screen.getByLabelText('3 favourites')).toBeInTheDocument();
  });

  it("says 'Project Not Found' for a project the server does not show", async () => {
    mockApi({ getProject: jsonResponse(404, { success: false, message: 'Project not found' }) });
    renderRoutes(routes, '/client/project/7/files');
    expect(await screen.findByText('Project Not Found')).toBeInTheDocument();
  });
});
