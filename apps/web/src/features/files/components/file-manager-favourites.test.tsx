import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs, type ApiCall } from '@/test/render-screen';
import { fileList, makeFile, stubLayout } from '@/test/file-fixtures';
import { FileManager } from './file-manager';

const first = makeFile('IMG_0001.jpg', { id: 101 });
const second = makeFile('IMG_0002.jpg', { id: 102, folder_path: '' });
const loved = makeFile('IMG_0003.jpg', { id: 103, folder_path: 'Exterior', favourite_count: 2 });

const renderManager = (client: boolean, path = '/project/7/files') =>
  renderScreen('/project/:id/files', <FileManager projectId={7} client={client} />, path);

/** The list answer: favourites=1 answers the favourite files of every folder. */
const listing = (all: ReturnType<typeof makeFile>[], favourites: ReturnType<typeof makeFile>[]) => (call: ApiCall) =>
  jsonResponse(200, call.query.get('favourites') === 'true' ? fileList(favourites, '', { can_edit: false }) : fileList(all, '', { can_edit: false }));

let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  stubLayout();
  error = vi.spyOn(toast, 'error').mockReturnValue(1);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('file manager for clients', () => {
  beforeEach(() => signInAs('company', 'customer'));

  it('marks a favourite at once, before the server answers, and unmarks it with DELETE', async () => {
    let answer!: (response: Response) => void;
    let marked = false;
    const api = mockApi({
      listFiles: () => jsonResponse(200, fileList([{ ...first, is_favourite: marked, favourite_count: Number(marked) }], '', { can_edit: false })),
      markFavourite: () => new Promise<Response>((resolve) => (answer = resolve)),
      unmarkFavourite: () => {
        marked = false;
        return jsonResponse(200, { success: true, message: 'Removed', data: { file_id: 101, is_favourite: false, favourite_count: 0 } });
      },
    });
    const user = userEvent.setup();
    renderManager(true);
    const card = await screen.findByRole('group', { name: 'IMG_0001.jpg' });
    const heart = within(card).getByRole('button', { name: 'Add IMG_0001.jpg to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(within(card).getByRole('button', { name: 'Remove IMG_0001.jpg from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('markFavourite', { id: 7, fileId: 101 })).toHaveLength(1);
    marked = true;
    answer(jsonResponse(200, { success: true, message: 'Added', data: { file_id: 101, is_favourite: true, favourite_count: 1 } }));

    await user.click(within(card).getByRole('button', { name: 'Remove IMG_0001.jpg from favourites' }));
    await waitFor(() => expect(api.callsTo('unmarkFavourite', { id: 7, fileId: 101 })).toHaveLength(1));
    expect(await within(card).findByRole('button', { name: 'Add IMG_0001.jpg to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('markFavourite', { id: 7, fileId: 101 })).toHaveLength(1);
  });

  it('puts the heart back and toasts when the server refuses', async () => {
    mockApi({
      listFiles: fileList([first], '', { can_edit: false }),
      markFavourite: jsonResponse(500, { success: false, message: 'boom' }),
    });
    const user = userEvent.setup();
    renderManager(true);
    await user.click(await screen.findByRole('button', { name: 'Add IMG_0001.jpg to favourites' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update favourites', expect.anything()));
    expect(await screen.findByRole('button', { name: 'Add IMG_0001.jpg to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters to favourites from every folder with favourites=1, kept in the URL', async () => {
    const api = mockApi({ listFiles: listing([first, second], [{ ...loved, is_favourite: true }]) });
    const user = userEvent.setup();
    const { router } = renderManager(true);
    await screen.findByRole('group', { name: 'IMG_0001.jpg' });
    await user.click(screen.getByRole('button', { name: 'Favourites', pressed: false }));
    const card = await screen.findByRole('group', { name: 'IMG_0003.jpg' });
    expect(card).toHaveTextContent('Exterior');
    expect(screen.queryByRole('group', { name: 'IMG_0001.jpg' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?favourites=1');
    expect(api.calls.some((call) => call.operation === 'listFiles' && call.query.get('favourites') === 'true')).toBe(true);
    expect(screen.getByRole('button', { name: 'Favourites', pressed: true })).toBeInTheDocument();
  });

  it("says 'No favourites yet' when none are marked", async () => {
    mockApi({ listFiles: listing([first], []) });
    renderManager(true, '/project/7/files?favourites=1');
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
  });

  it('downloads a paid photo at the chosen size, and the whole project as a ZIP', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      listFiles: fileList([first], '', { can_edit: false }),
      serveFile: (call: ApiCall) =>
        jsonResponse(200, { success: true, data: { download_url: `/signed/${call.query.get('variant')}`, file_url: '', file_name: 'IMG_0001.jpg', expires_at: '' } }),
      folderZipUrl: { success: true, data: { download_url: '/signed/zip', file_name: 'Harbour.zip', expires_at: '' } },
    });
    const user = userEvent.setup();
    renderManager(true);
    const card = await screen.findByRole('group', { name: 'IMG_0001.jpg' });
    await user.click(within(card).getByRole('button', { name: 'Download IMG_0001.jpg' }));
    expect(await screen.findByRole('menuitem', { name: /Original/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /MLS size/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('serveFile', { id: 7, filename: 'IMG_0001.jpg' })[0]?.query.get('variant')).toBe('mls');
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/signed/mls');

    await user.click(screen.getByRole('button', { name: 'Download all' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(api.callsTo('folderZipUrl', { id: 7 })[0]?.body).toEqual({ folder_path: '' });
  });

  it('protects the full-screen preview and steps through photos with the arrow keys', async () => {
    mockApi({ listFiles: fileList([first, second], '', { can_edit: false }) });
    const user = userEvent.setup();
    renderManager(true);
    await user.click(await screen.findByRole('button', { name: 'Preview IMG_0001.jpg' }));
    const dialog = await screen.findByRole('dialog');
    const image = within(dialog).getByRole('img', { name: 'IMG_0001.jpg' });
    expect(image).toHaveAttribute('draggable', 'false');
    expect(fireEvent.contextMenu(image)).toBe(false);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Right-click and save is disabled for image protection.', expect.anything()));

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'IMG_0002.jpg' })).toBeInTheDocument();
    expect(within(dialog).getByText(/2 of 2/)).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: 'IMG_0001.jpg' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('file manager for staff: the client selection', () => {
  beforeEach(() => signInAs('user'));

  it("shows each file's favourite count, filters to favourites and downloads them as a ZIP", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      listFiles: listing([first, { ...loved, folder_path: '' }], [loved]),
      folderZipUrl: { success: true, data: { download_url: '/signed/fav', file_name: 'favourites.zip', expires_at: '' } },
    });
    const user = userEvent.setup();
    renderManager(false);
    const card = await screen.findByRole('group', { name: 'IMG_0003.jpg' });
    expect(within(card).getByLabelText('Favourite of 2 clients')).toHaveTextContent('2');
    expect(within(screen.getByRole('group', { name: 'IMG_0001.jpg' })).queryByLabelText(/Favourite of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to favourites$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    await screen.findByText('from every folder');
    await user.click(await screen.findByRole('button', { name: 'Download favourites (ZIP)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('folderZipUrl', { id: 7 })[0]?.body).toEqual({ folder_path: '', favourites: true });
  });
});
