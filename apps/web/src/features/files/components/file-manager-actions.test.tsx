import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { jsonResponse } from '@/test/render-route';
import { type ApiCall, mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { directory, fileEntry } from '@/test/file-entries';
import { FakeUploadTransport } from '@/test/fake-upload-transport';
import { fileList, makeFile, makeFolder, stubLayout } from '@/test/file-fixtures';
import { rememberDone, rememberUnfinished } from '../upload/unfinished-uploads';
import { setUploadTransportForTests } from '../upload/use-resumable-uploads';
import { FileManager } from './file-manager';

const exterior = makeFolder('Exterior', { id: 'folder-1' });
const photo = makeFile('IMG_0001.jpg', { id: 101 });

const renderManager = (path = '/project/7/files') => renderScreen('/project/:id/files', <FileManager projectId={7} />, path);
const jpeg = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

let transport: FakeUploadTransport;
let success: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  signInAs('user');
  stubLayout();
  transport = new FakeUploadTransport();
  setUploadTransportForTests(() => transport);
  localStorage.clear();
  success = vi.spyOn(toast, 'success').mockReturnValue(1);
  error = vi.spyOn(toast, 'error').mockReturnValue(1);
});
afterEach(() => {
  setUploadTransportForTests(undefined);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('file manager: folders', () => {
  it('creates a folder in the open folder and toasts', async () => {
    const api = mockApi({
      listFiles: fileList([photo], 'Exterior'),
      createFolder: { success: true, message: 'Folder created', data: makeFolder('Drone', { folder_path: 'Exterior' }) },
    });
    const user = userEvent.setup();
    renderManager('/project/7/files?folder=Exterior');
    await user.click(await screen.findByRole('button', { name: 'New Folder' }));
    await user.type(screen.getByLabelText('Folder Name'), '  Drone ');
    await user.click(screen.getByRole('button', { name: 'Create Folder' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Folder Drone created successfully!', expect.anything()));
    expect(api.callsTo('createFolder', { id: 7 }).map((call) => call.body)).toEqual([{ folder_name: 'Drone', parent_folder: 'Exterior', client_visible: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does nothing with a blank name', async () => {
    const api = mockApi({ listFiles: fileList([]) });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'New Folder' }));
    await user.type(screen.getByLabelText('Folder Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Folder' }));
    expect(api.callsTo('createFolder', { id: 7 })).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("toasts 'Failed to create folder: {reason}'", async () => {
    mockApi({
      listFiles: fileList([]),
      createFolder: jsonResponse(409, { success: false, message: 'A folder named Exterior already exists' }),
    });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'New Folder' }));
    await user.type(screen.getByLabelText('Folder Name'), 'Exterior{Enter}');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to create folder: A folder named Exterior already exists', expect.anything()));
  });

  it('downloads a folder as ZIP from its context menu, and toasts when that fails', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let fail = false;
    const api = mockApi({
      listFiles: fileList([exterior]),
      folderZipUrl: () =>
        fail ? jsonResponse(500, { success: false, message: 'boom' }) : jsonResponse(200, { success: true, data: { download_url: '/signed/zip', file_name: 'Exterior.zip', expires_at: '' } }),
    });
    const user = userEvent.setup();
    renderManager();
    fireEvent.contextMenu(await screen.findByRole('button', { name: 'Open folder Exterior' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download as ZIP' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(click.mock.contexts[0]).toMatchObject({ download: 'Exterior.zip' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/signed/zip');
    expect(api.callsTo('folderZipUrl', { id: 7 })[0]?.body).toEqual({ folder_path: 'Exterior' });

    fail = true;
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Open folder Exterior' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download as ZIP' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Download Failed', expect.objectContaining({ description: 'Could not download ZIP file.' })));
  });

  it('creates an internal folder when "Visible to the client" is unticked', async () => {
    const api = mockApi({
      listFiles: fileList([]),
      createFolder: { success: true, message: 'Folder created', data: makeFolder('RAW', { client_visible: false }) },
    });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'New Folder' }));
    await user.type(screen.getByLabelText('Folder Name'), 'RAW');
    expect(screen.getByRole('checkbox', { name: /Visible to the client/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Visible to the client/ }));
    await user.click(screen.getByRole('button', { name: 'Create Folder' }));
    await waitFor(() => expect(api.callsTo('createFolder', { id: 7 }).map((call) => call.body)).toEqual([{ folder_name: 'RAW', parent_folder: '', client_visible: false }]));
  });

  it('badges an internal folder and toggles who sees it from its menu', async () => {
    const raw = makeFolder('RAW', { id: 'folder-2', client_visible: false });
    const api = mockApi({
      listFiles: fileList([{ ...exterior, client_visible: true }, raw]),
      setFolderVisibility: ({ params }: ApiCall) =>
        params.folderId === '2'
          ? jsonResponse(200, { success: true, message: 'Folder RAW is visible to the client.', data: { ...raw, client_visible: true } })
          : jsonResponse(200, { success: true, message: 'Folder Exterior is internal.', data: { ...exterior, client_visible: false } }),
    });
    const user = userEvent.setup();
    renderManager();
    const rawCard = await screen.findByRole('button', { name: 'Open folder RAW (internal, not visible to the client)' });
    expect(within(rawCard).getByText('Internal')).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: 'Open folder Exterior' })).queryByText('Internal')).not.toBeInTheDocument();
    fireEvent.contextMenu(rawCard);
    await user.click(await screen.findByRole('menuitem', { name: 'Show to the client' }));
    await waitFor(() => expect(api.callsTo('setFolderVisibility', { id: 7, folderId: 2 }).map((call) => call.body)).toEqual([{ client_visible: true }]));
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Open folder Exterior' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make internal (hide from the client)' }));
    await waitFor(() => expect(api.callsTo('setFolderVisibility', { id: 7, folderId: 1 }).map((call) => call.body)).toEqual([{ client_visible: false }]));
  });

  it('inside an internal folder says so, and badges every folder there as internal without a toggle of its own', async () => {
    const selects = makeFolder('Selects', { id: 'folder-3', folder_path: 'RAW', client_visible: true });
    mockApi({ listFiles: { ...fileList([selects], 'RAW'), data: { ...fileList([selects], 'RAW').data, internal_folder: 'RAW' } } });
    const user = userEvent.setup();
    renderManager('/project/7/files?folder=RAW');
    expect(await screen.findByRole('note')).toHaveTextContent('Internal folder: the client does not see it or anything in it.');
    const card = await screen.findByRole('button', { name: 'Open folder Selects (internal, not visible to the client)' });
    expect(within(card).getByText('Internal')).toHaveAttribute('title', 'Not visible to the client: inside the internal folder RAW');
    fireEvent.contextMenu(card);
    expect(await screen.findByRole('menuitem', { name: 'Delete folder' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Make internal (hide from the client)' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
  });

  it('one folder further down names the internal folder above', async () => {
    mockApi({ listFiles: { ...fileList([photo], 'RAW/Selects'), data: { ...fileList([photo], 'RAW/Selects').data, internal_folder: 'RAW' } } });
    renderManager('/project/7/files?folder=RAW/Selects');
    expect(await screen.findByRole('note')).toHaveTextContent('Inside the internal folder RAW: the client does not see anything here.');
  });

  it('says nothing where the folder is client-visible', async () => {
    mockApi({ listFiles: { ...fileList([photo], 'Exterior'), data: { ...fileList([photo], 'Exterior').data, internal_folder: null } } });
    renderManager('/project/7/files?folder=Exterior');
    expect(await screen.findByRole('button', { name: 'Download folder (ZIP)' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('file manager: downloads and folder actions for staff and editors', () => {
  const zipAnswer = () => jsonResponse(200, { success: true, data: { download_url: '/signed/zip', file_name: 'project.zip', expires_at: '' } });

  it('offers Download all at the top, and Download folder (ZIP) inside a folder, each asking for the right ZIP', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      listFiles: (call: { query: URLSearchParams }) => (call.query.get('folder_path') === 'Exterior' ? jsonResponse(200, fileList([photo], 'Exterior')) : jsonResponse(200, fileList([exterior]))),
      folderZipUrl: zipAnswer,
    });
    const user = userEvent.setup();
    const { router } = renderManager();
    await screen.findByRole('button', { name: 'Open folder Exterior' });
    expect(screen.queryByRole('button', { name: 'Download folder (ZIP)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download all' }));
    await waitFor(() => expect(api.callsTo('folderZipUrl', { id: 7 }).map((call) => call.body)).toEqual([{ folder_path: '' }]));

    await router.navigate('/project/7/files?folder=Exterior');
    await user.click(await screen.findByRole('button', { name: 'Download folder (ZIP)' }));
    await waitFor(() => expect(api.callsTo('folderZipUrl', { id: 7 }).map((call) => call.body)).toEqual([{ folder_path: '' }, { folder_path: 'Exterior' }]));
    expect(screen.getByRole('button', { name: 'Download all' })).toBeInTheDocument();
  });

  it("lists a folder's actions in a menu button on the card, reachable by keyboard", async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      listFiles: fileList([{ ...exterior, client_visible: true }]),
      folderZipUrl: zipAnswer,
      setFolderVisibility: { success: true, message: 'Folder Exterior is internal.', data: { ...exterior, client_visible: false } },
    });
    const user = userEvent.setup();
    renderManager();
    const menuButton = await screen.findByRole('button', { name: 'Actions for folder Exterior' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Download as ZIP', 'Make internal (hide from the client)', 'Delete folder']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Make internal (hide from the client)' }));
    await waitFor(() => expect(api.callsTo('setFolderVisibility', { id: 7, folderId: 1 }).map((call) => call.body)).toEqual([{ client_visible: false }]));

    await user.click(screen.getByRole('button', { name: 'Actions for folder Exterior' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete folder' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Exterior');
  });
});

describe('file manager: files', () => {
  it('uploads three files at a time into the open folder, shows progress, then toasts', async () => {
    const api = mockApi({ listFiles: fileList([], 'Exterior') });
    const user = userEvent.setup();
    renderManager('/project/7/files?folder=Exterior');
    await screen.findByText('Upload files to get started.');
    const listCalls = api.callsTo('listFiles', { id: 7 }).length;
    await user.upload(screen.getByLabelText('Choose files to upload'), [jpeg('a.jpg', 2000), jpeg('b.jpg'), jpeg('c.jpg'), jpeg('d.jpg')]);

    await waitFor(() => expect(transport.active).toHaveLength(3));
    expect(transport.runs.map((run) => [run.job.projectId, run.job.folderPath, run.job.file.name])).toEqual([
      [7, 'Exterior', 'a.jpg'],
      [7, 'Exterior', 'b.jpg'],
      [7, 'Exterior', 'c.jpg'],
    ]);
    act(() => transport.runOf('a.jpg').events.progress(1000));
    const bar = await screen.findByRole('progressbar', { name: 'Upload of a.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(within(screen.getByRole('listitem', { name: 'Exterior/a.jpg' })).getByText('50%')).toBeInTheDocument();
    expect(screen.getByText('Uploading 0 of 4 files')).toBeInTheDocument();

    act(() => transport.succeed('a.jpg'));
    await waitFor(() => expect(transport.runs.map((run) => run.job.file.name)).toContain('d.jpg'));
    await waitFor(() => expect(api.callsTo('listFiles', { id: 7 }).length).toBeGreaterThan(listCalls));
    act(() => ['b.jpg', 'c.jpg', 'd.jpg'].forEach((name) => transport.succeed(name)));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Upload Complete', expect.objectContaining({ description: '4 file(s) uploaded successfully!' })));
    expect(screen.getAllByText('Completed')).toHaveLength(4);
  });

  it('keeps a failed file with its reason and a Retry, and toasts the reason', async () => {
    mockApi({ listFiles: fileList([]) });
    const user = userEvent.setup();
    renderManager();
    await screen.findByText('Upload files to get started.');
    await user.upload(screen.getByLabelText('Choose files to upload'), [jpeg('big.jpg'), jpeg('next.jpg')]);
    await waitFor(() => expect(transport.active).toHaveLength(2));
    act(() => transport.fail('big.jpg', new Error('big.jpg (1000 B) is too large: the largest upload allowed is 2.0 GB.')));
    act(() => transport.succeed('next.jpg'));

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Upload Failed', expect.objectContaining({ description: 'Upload failed: big.jpg (1000 B) is too large: the largest upload allowed is 2.0 GB.' })),
    );
    const failed = screen.getByRole('listitem', { name: 'big.jpg' });
    expect(failed.dataset.status).toBe('error');
    expect(within(failed).getByRole('alert')).toHaveTextContent('the largest upload allowed is 2.0 GB');
    expect(success).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry big.jpg' }));
    await waitFor(() => expect(transport.runs.filter((run) => run.job.file.name === 'big.jpg')).toHaveLength(2));
    expect(screen.getByRole('listitem', { name: 'big.jpg' }).dataset.status).toBe('uploading');
  });

  it('uploads a dropped folder with its structure under the open folder', async () => {
    mockApi({ listFiles: fileList([], 'Listing') });
    renderManager('/project/7/files?folder=Listing');
    await screen.findByText('Upload files to get started.');
    const card = screen.getByText('Upload files to get started.').closest('[data-slot="card"]') ?? document.body.firstElementChild!;
    const shoot = directory('Shoot', [fileEntry(jpeg('front.jpg')), directory('Drone', [fileEntry(jpeg('roof.jpg'))])]);
    const dataTransfer = { types: ['Files'], files: [], items: [{ kind: 'file', webkitGetAsEntry: () => shoot }], dropEffect: 'none' };
    fireEvent.dragEnter(card, { dataTransfer });
    expect(await screen.findByText('Drop files or folders to upload to Listing')).toBeInTheDocument();
    fireEvent.drop(card, { dataTransfer });

    await waitFor(() => expect(transport.runs).toHaveLength(2));
    expect(transport.runs.map((run) => [run.job.folderPath, run.job.file.name])).toEqual([
      ['Listing/Shoot/Drone', 'roof.jpg'],
      ['Listing/Shoot', 'front.jpg'],
    ]);
    expect(screen.getByRole('listitem', { name: 'Listing/Shoot/Drone/roof.jpg' })).toBeInTheDocument();
  });

  it('after a reload offers the unfinished uploads, and the same file given again continues into its own folder', async () => {
    const front = jpeg('front.jpg', 3500);
    const done = jpeg('done.jpg', 10);
    rememberUnfinished({ projectId: 7, name: 'front.jpg', size: 3500, lastModified: front.lastModified, folderPath: 'Listing/Shoot' }, 2000);
    rememberDone({ projectId: 7, name: 'done.jpg', size: 10, lastModified: done.lastModified, folderPath: '' });
    mockApi({ listFiles: fileList([]) });
    const user = userEvent.setup();
    renderManager();
    const notice = await screen.findByRole('status', { name: 'Unfinished uploads' });
    expect(notice).toHaveTextContent('1 upload did not finish (Listing/Shoot/front.jpg)');

    // The whole batch given again: the unfinished one continues, the finished one is not sent twice.
    await user.upload(screen.getByLabelText('Choose files to upload'), [front, done, jpeg('other.jpg')]);
    await waitFor(() => expect(transport.runs).toHaveLength(2));
    expect(success).toHaveBeenCalledWith('Already uploaded', expect.objectContaining({ description: '1 file(s) of this folder were already uploaded and are skipped.' }));
    expect(transport.runs.map((run) => [run.job.folderPath, run.job.file.name])).toEqual([
      ['Listing/Shoot', 'front.jpg'],
      ['', 'other.jpg'],
    ]);
    // Running again, it is no longer offered as unfinished.
    expect(screen.queryByRole('status', { name: 'Unfinished uploads' })).not.toBeInTheDocument();
  });

  it('asks before deleting a file, then deletes it and toasts', async () => {
    const api = mockApi({
      listFiles: fileList([photo]),
      deleteFile: { success: true, message: 'File deleted' },
    });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Delete IMG_0001.jpg' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent("Delete file 'IMG_0001.jpg'? Its thumbnail and previews are deleted too.");
    expect(api.callsTo('deleteFile', { id: 7, fileId: 101 })).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('File deleted successfully', expect.anything()));
    expect(api.callsTo('deleteFile', { id: 7, fileId: 101 })).toHaveLength(1);
  });

  it("toasts 'Failed to delete file' when the delete fails", async () => {
    mockApi({
      listFiles: fileList([photo]),
      deleteFile: jsonResponse(500, { success: false, message: 'boom' }),
    });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Delete IMG_0001.jpg' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete file', expect.anything()));
  });

  it('downloads a file through a signed link of the serve call', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const inFolder = makeFile('Front door.jpg', { id: 5, folder_path: 'Exterior' });
    const api = mockApi({
      listFiles: fileList([inFolder], 'Exterior'),
      serveFile: { success: true, data: { download_url: '/signed/5', file_url: '/signed/5', file_name: 'Front door.jpg', expires_at: '' } },
    });
    const user = userEvent.setup();
    renderManager('/project/7/files?folder=Exterior');
    await user.click(await screen.findByRole('button', { name: 'Download Front door.jpg' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/signed/5');
    expect(api.callsTo('serveFile', { id: 7, filename: 'Front door.jpg' })[0]?.query.get('folder_path')).toBe('Exterior');
  });
});
