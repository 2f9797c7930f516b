import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { makeFile } from '@/test/file-fixtures';
import { renderRoutes } from '@/test/render-route';
import { mockApi, signInAs } from '@/test/render-screen';
import { makeRevision, makeRevisionItem, revisionsAnswer } from '@/test/revision-fixtures';
import { EditorRevisionScreen } from './editor-revision-screen';
import { RevisionTasks } from './revision-tasks';

/** The first answer can take a while on a busy machine. */
const slow = { timeout: 5_000 };
// Screens with dialogs and typing: a shared machine may need more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const routes = [
  { path: '/editor/revision/:id', Component: EditorRevisionScreen },
  { path: '/editor', element: <p>Task list</p> },
];
const driveway = makeRevisionItem();
const sky = makeRevisionItem({ id: 502, note: 'Brighten the sky', x: 0.9, y: 0.1 });
const fence = makeRevisionItem({ id: 503, file_id: 102, file_name: 'IMG_0002.jpg', folder_path: 'Exterior', note: 'Straighten the fence', thumbnail_url: '/signed/102/thumb', preview_url: '/signed/102/preview' });

beforeEach(() => {
  signInAs('user', 'editor');
  vi.spyOn(toast, 'error').mockReturnValue(1);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('editor revision screen', () => {
  it('shows only the named photos, each with its numbered pins and notes; Mark done waits for every note', async () => {
    mockApi({ getRevision: { success: true, data: makeRevision({ items: [driveway, sky, fence] }) } });
    renderRoutes(routes, '/editor/revision/31');

    expect(await screen.findByRole('heading', { name: 'Harbour View listing' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Revision request · Round 1')).toBeInTheDocument();
    expect(screen.getByText(/0 of 3 notes fixed · asked by Harbour Realty on 20-11-2026/)).toBeInTheDocument();
    const first = screen.getByRole('region', { name: 'IMG_0001.jpg' });
    expect(within(first).getByText('Version 1')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Note 1: Remove the bin from the driveway (open)' })).toHaveStyle({ left: '25%', top: '50%' });
    expect(within(first).getByRole('button', { name: 'Note 2: Brighten the sky (open)' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'IMG_0001.jpg, version 1' })).toHaveAttribute('src', '/signed/101/preview?v=1');
    const second = screen.getByRole('region', { name: 'IMG_0002.jpg' });
    expect(within(second).getByText('Exterior · Version 1')).toBeInTheDocument();
    expect(within(second).getByRole('listitem', { name: 'Note 1 on IMG_0002.jpg' })).toHaveTextContent('Straighten the fence');
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Mark done' })).toBeDisabled();
    expect(screen.getByText('Mark every note fixed first.')).toBeInTheDocument();
  });

  it('marks a note fixed and starts the work', async () => {
    const api = mockApi({
      getRevision: { success: true, data: makeRevision({ items: [driveway, fence] }) },
      updateRevisionItem: { success: true, data: makeRevision({ items: [{ ...driveway, status: 'fixed' }, fence] }) },
      updateRevision: { success: true, data: makeRevision({ status: 'in_progress', items: [driveway, fence] }) },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/editor/revision/31');
    const first = await screen.findByRole('region', { name: 'IMG_0001.jpg' }, slow);
    await user.click(within(first).getByRole('button', { name: 'Mark note 1 fixed' }));
    await waitFor(() => expect(api.callsTo('updateRevisionItem', { id: 31, itemId: 501 })).toHaveLength(1));
    expect(api.callsTo('updateRevisionItem')[0]!.body).toEqual({ status: 'fixed' });
    await user.click(screen.getByRole('button', { name: 'Start work' }));
    await waitFor(() => expect(api.callsTo('updateRevision', { id: 31 })).toHaveLength(1));
    expect(api.callsTo('updateRevision')[0]!.body).toEqual({ status: 'in_progress' });
  });

  it('uploads a new version of a photo as multipart, in the file field', async () => {
    const api = mockApi({
      getRevision: { success: true, data: makeRevision({ items: [driveway] }) },
      uploadFileVersion: { success: true, data: makeFile('IMG_0001.jpg', { id: 101, version: 2 }) },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/editor/revision/31');
    const photo = await screen.findByRole('region', { name: 'IMG_0001.jpg' }, slow);
    const edited = new File(['edited bytes'], 'IMG_0001-edit.jpg', { type: 'image/jpeg' });
    await user.upload(within(photo).getByLabelText('Choose the new version of IMG_0001.jpg'), edited);
    await waitFor(() => expect(api.callsTo('uploadFileVersion', { id: 7, fileId: 101 })).toHaveLength(1));
    const form = api.callsTo('uploadFileVersion')[0]!.body as FormData;
    expect((form.get('file') as File).name).toBe('IMG_0001-edit.jpg');
    // The request is read again, for the new version's image.
    await waitFor(() => expect(api.callsTo('getRevision')).toHaveLength(2));
  });

  it('marks the request done once every note is fixed, and goes back to the task list', async () => {
    const api = mockApi({
      getRevision: { success: true, data: makeRevision({ status: 'in_progress', items: [{ ...driveway, status: 'fixed', fixed_version: 2 }] }) },
      updateRevision: { success: true, data: makeRevision({ status: 'done', items: [{ ...driveway, status: 'fixed' }] }) },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/editor/revision/31');
    const done = await screen.findByRole('button', { name: 'Mark done' }, slow);
    expect(done).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Start work' })).not.toBeInTheDocument();
    await user.click(done);
    await waitFor(() => expect(api.callsTo('updateRevision', { id: 31 })[0]?.body).toEqual({ status: 'done' }));
    expect(await screen.findByText('Task list', {}, slow)).toBeInTheDocument();
  });

  it('says the request is not found when the server refuses it (done, or not assigned)', async () => {
    mockApi({ getRevision: new Response(JSON.stringify({ success: false, message: 'Revision request not found.' }), { status: 404, headers: { 'Content-Type': 'application/json' } }) });
    renderRoutes(routes, '/editor/revision/31');
    expect(await screen.findByText('Revision request not found', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tasks' })).toHaveAttribute('href', '/editor');
  });
});

describe('editor revision tasks', () => {
  it('lists the requests not done with their round, notes and a link to each', async () => {
    const api = mockApi({
      listRevisions: revisionsAnswer([
        makeRevision({ items: [driveway, { ...sky, status: 'fixed' }] }),
        makeRevision({ id: 32, round: 2, project_name: 'Elm Street duplex', status: 'done' }),
      ]),
    });
    renderRoutes([{ path: '/editor', element: <RevisionTasks /> }], '/editor');
    const region = screen.getByRole('region', { name: 'Revision requests' });
    const link = await within(region).findByRole('link', { name: 'Harbour View listing' }, slow);
    expect(link).toHaveAttribute('href', '/editor/revision/31');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Round 1')).toBeInTheDocument();
    expect(within(row).getByText('1 of 2 notes fixed')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open round 1 of Harbour View listing' })).toHaveAttribute('href', '/editor/revision/31');
    expect(within(region).queryByText('Elm Street duplex')).not.toBeInTheDocument();
    expect(api.callsTo('listRevisions')).toHaveLength(1);
  });

  it("says when there is nothing to fix", async () => {
    mockApi({ listRevisions: revisionsAnswer([makeRevision({ status: 'done' })]) });
    renderRoutes([{ path: '/editor', element: <RevisionTasks /> }], '/editor');
    expect(await screen.findByText('No revision requests', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Nothing to fix right now.')).toBeInTheDocument();
  });
});
