import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs, type ApiCall } from '@/test/render-screen';
import { FakeXhr, fileList, makeFile, makeFolder, stubLayout } from '@/test/file-fixtures';
import { FileManager } from './file-manager';

const exterior = makeFolder('Exterior', { id: 'folder-1', item_count: 3 });
const interior = makeFolder('Interior', { id: 'folder-2', item_count: 0 });
const photo = makeFile('IMG_0001.jpg', { id: 101 });
const plan = makeFile('Floor Plan.pdf', { id: 102, file_size: 2048 });
const inExterior = makeFile('Front.jpg', { id: 201, folder_path: 'Exterior' });

/** The list answer per folder: root holds two folders and two files, Exterior one photo. */
function listByFolder(rights: { can_edit?: boolean; can_download?: boolean } = {}) {
  return (call: ApiCall) => {
    const folder = call.query.get('folder_path') ?? '';
    return jsonResponse(200, folder === 'Exterior' ? fileList([inExterior], 'Exterior', rights) : fileList([photo, exterior, plan, interior], '', rights));
  };
}

function renderManager(path = '/project/7/files', readOnly = false) {
  return renderScreen('/project/:id/files', <FileManager projectId={7} readOnly={readOnly} />, path);
}

const cardNames = () => within(screen.getByRole('list', { name: 'Files and folders' })).getAllByRole('listitem').map((item) => item.querySelector('[title]')?.getAttribute('title'));

beforeEach(() => {
  signInAs('user');
  stubLayout();
  FakeXhr.install();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('file manager', () => {
  it('lists folders first, then files with thumbnail, size and upload time', async () => {
    mockApi({ listFiles: listByFolder() });
    renderManager();
    expect(await screen.findByRole('button', { name: 'Open folder Exterior' })).toHaveTextContent('3 items');
    expect(cardNames()).toEqual(['Exterior', 'Interior', 'IMG_0001.jpg', 'Floor Plan.pdf']);
    const card = screen.getByRole('group', { name: 'IMG_0001.jpg' });
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('src', `/signed/101/thumb?v=${Date.parse('2026-03-04T09:30:00.000Z')}`); // the version time keeps a cached old version out
    expect(img).toHaveAttribute('srcset', '/signed/101/thumb-small 240w, /signed/101/thumb 480w');
    expect(card).toHaveTextContent('2.5 MB');
    expect(card).toHaveTextContent('04-03-2026');
    expect(screen.getByRole('group', { name: 'Floor Plan.pdf' })).toHaveTextContent('2.0 KB');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Root');
  });

  it('filters the folder by name without regard to case', async () => {
    mockApi({ listFiles: listByFolder() });
    const user = userEvent.setup();
    renderManager();
    await screen.findByRole('button', { name: 'Open folder Exterior' });
    await user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'img_0');
    await waitFor(() => expect(cardNames()).toEqual(['IMG_0001.jpg']));
  });

  it("says 'No files match your search.' when nothing matches", async () => {
    mockApi({ listFiles: listByFolder() });
    renderManager('/project/7/files?search=zebra');
    expect(await screen.findByText('No files found')).toBeInTheDocument();
    expect(screen.getByText('No files match your search.')).toBeInTheDocument();
  });

  it("invites an upload in an empty folder, and says 'No files uploaded yet.' to who may not", async () => {
    mockApi({ listFiles: fileList([]) });
    renderManager();
    expect(await screen.findByText('Upload files to get started.')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByRole('button', { name: 'Upload Files' })).toBeInTheDocument();
  });

  it('hides New Folder, Upload and Delete when the server says the viewer may not edit', async () => {
    mockApi({ listFiles: listByFolder({ can_edit: false }) });
    renderManager();
    await screen.findByRole('group', { name: 'IMG_0001.jpg' });
    expect(screen.queryByRole('button', { name: 'New Folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download IMG_0001.jpg' })).toBeInTheDocument();
  });

  it('is view-only when told so, whatever the server allows', async () => {
    mockApi({ listFiles: fileList([]) });
    renderManager('/project/7/files', true);
    expect(await screen.findByText('No files uploaded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Files' })).not.toBeInTheDocument();
  });

  it('opens a folder into the URL and the breadcrumb, and goes back to Root', async () => {
    const api = mockApi({ listFiles: listByFolder() });
    const user = userEvent.setup();
    const { router } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Open folder Exterior' }));
    expect(await screen.findByRole('group', { name: 'Front.jpg' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?folder=Exterior');
    expect(api.callsTo('listFiles', { id: 7 }).at(-1)?.query.get('folder_path')).toBe('Exterior');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Root');
    expect(within(crumbs).getByRole('button', { name: 'Exterior' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(crumbs).getByRole('button', { name: 'Root' }));
    expect(await screen.findByRole('button', { name: 'Open folder Exterior' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens a folder with Enter and previews an image with Enter', async () => {
    mockApi({ listFiles: listByFolder() });
    const user = userEvent.setup();
    renderManager();
    (await screen.findByRole('group', { name: 'IMG_0001.jpg' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'IMG_0001.jpg' });
    expect(within(dialog).getByRole('img', { name: 'IMG_0001.jpg' })).toHaveAttribute('src', `/signed/101/preview?v=${Date.parse('2026-03-04T09:30:00.000Z')}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close preview' }));

    screen.getByRole('button', { name: 'Open folder Exterior' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('group', { name: 'Front.jpg' })).toBeInTheDocument();
  });

  it('shows an image too large to preview as an icon, and says so in the preview without asking for one', async () => {
    const huge = makeFile('Aerial.jpg', { id: 103, derivative_status: 'skipped', thumbnail_url: null, preview_url: null });
    const calls: ApiCall[] = [];
    mockApi({ listFiles: fileList([huge]), serveFile: (call) => (calls.push(call), jsonResponse(404, { success: false, message: 'none', code: 'NOT_FOUND' })) });
    const user = userEvent.setup();
    renderManager();
    const card = await screen.findByRole('group', { name: 'Aerial.jpg' });
    expect(within(card).queryByRole('status', { name: 'Making thumbnail' })).not.toBeInTheDocument();
    card.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Aerial.jpg' });
    expect(within(dialog).getByText('This file is too large to preview. Download it to see it.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Aerial.jpg' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('keeps only the rows near the view in the page for a folder of 2,000 files', async () => {
    const many = Array.from({ length: 2000 }, (_, index) => makeFile(`IMG_${String(index).padStart(4, '0')}.jpg`, { id: 10_000 + index }));
    mockApi({ listFiles: fileList(many) });
    renderManager();
    expect(await screen.findByRole('group', { name: 'IMG_0000.jpg' })).toBeInTheDocument();
    const rendered = within(screen.getByRole('list', { name: 'Files and folders' })).getAllByRole('listitem').length;
    expect(rendered).toBeGreaterThan(6);
    expect(rendered).toBeLessThan(100);
    expect(screen.queryByRole('group', { name: 'IMG_1999.jpg' })).not.toBeInTheDocument();
  });

  it("toasts 'Failed to load files' when the list fails", async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    mockApi({ listFiles: jsonResponse(500, { success: false, message: 'boom' }) });
    renderManager();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to load files', expect.anything()));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
