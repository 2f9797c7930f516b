import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { fileList, makeFile, stubLayout } from '@/test/file-fixtures';
import { makeProject } from '@/test/project-fixtures';
import { renderRoutes } from '@/test/render-route';
import { mockApi, signInAs } from '@/test/render-screen';
import { makeRevision, makeRevisionItem, revisionsAnswer } from '@/test/revision-fixtures';
import { ClientProjectFilesScreen } from './client-project-files-screen';

/** The first answer can take a while on a busy machine. */
const slow = { timeout: 5_000 };
// Screens with dialogs and typing: a shared machine may need more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const routes = [{ path: '/client/project/:id/files', Component: ClientProjectFilesScreen }];
const completed = { success: true, data: makeProject({ projectStatus: 'completed', invoice: 'paid', invoice_status: 'paid' }) };
const front = makeFile('IMG_0001.jpg', { id: 101 });
const garden = makeFile('IMG_0002.jpg', { id: 102 });

/** jsdom lays nothing out: the preview's photo is 600 x 400 px at (0, 0). */
function layOutPhoto() {
  const frame = screen.getByTestId('pin-canvas');
  frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 600, height: 400, right: 600, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
}

beforeEach(() => {
  signInAs('company', 'customer');
  stubLayout();
  sessionStorage.removeItem('revision-draft:7');
  vi.spyOn(toast, 'error').mockReturnValue(1);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('client revision requests', () => {
  it('pins notes on two photos in the preview and sends them as one request, with the pins as fractions of the image', async () => {
    const api = mockApi({
      getProject: completed,
      listFiles: fileList([front, garden], '', { can_edit: false }),
      listProjectRevisions: revisionsAnswer([]),
      createRevision: { success: true, data: makeRevision({ items: [makeRevisionItem(), makeRevisionItem({ id: 502, file_id: 102 })] }) },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7/files');

    await user.click(await screen.findByRole('button', { name: 'Preview IMG_0001.jpg' }, slow));
    let dialog = await screen.findByRole('dialog', { name: 'IMG_0001.jpg' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    layOutPhoto();
    fireEvent.click(within(dialog).getByRole('img', { name: 'IMG_0001.jpg' }), { clientX: 150, clientY: 300 });
    const note = within(dialog).getByRole('textbox', { name: 'Note 1' });
    await waitFor(() => expect(note).toHaveFocus());
    await user.type(note, 'Remove the bin');
    expect(within(dialog).getByText('14 / 2000')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Note 1: Remove the bin' })).toHaveStyle({ left: '25%', top: '75%' });

    // The next photo: a note from the keyboard crosshair, 2 steps right and 1 up from the middle.
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    dialog = await screen.findByRole('dialog', { name: 'IMG_0002.jpg' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    within(dialog).getByRole('button', { name: /^Place a note on IMG_0002.jpg/ }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note 1' }), 'Brighten the sky');
    expect(within(dialog).getByText('2 notes on 2 photos, not sent yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close preview' }));

    const tray = screen.getByRole('region', { name: 'Notes to send (2)' });
    expect(within(tray).getByText('Remove the bin')).toBeInTheDocument();
    await user.click(within(tray).getByRole('button', { name: 'Request revisions' }));
    await waitFor(() => expect(api.callsTo('createRevision', { id: 7 })).toHaveLength(1));
    expect(api.callsTo('createRevision')[0]!.body).toEqual({
      items: [
        { file_id: 101, x: 0.25, y: 0.75, note: 'Remove the bin' },
        { file_id: 102, x: 0.6, y: 0.45, note: 'Brighten the sky' },
      ],
    });
    // Sent: the tray empties.
    await waitFor(() => expect(screen.queryByRole('region', { name: /Notes to send/ })).not.toBeInTheDocument());
  }, 30_000);

  it('keeps Request revisions off while a note is empty or longer than 2,000 characters', async () => {
    mockApi({ getProject: completed, listFiles: fileList([front], '', { can_edit: false }), listProjectRevisions: revisionsAnswer([]) });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7/files');
    await user.click(await screen.findByRole('button', { name: 'Preview IMG_0001.jpg' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'IMG_0001.jpg' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    within(dialog).getByRole('button', { name: /^Place a note/ }).focus();
    await user.keyboard('{Enter}');
    const send = within(dialog).getByRole('button', { name: 'Request revisions' });
    expect(send).toBeDisabled();
    expect(within(dialog).getByText(/Write each note before sending/)).toBeInTheDocument();
    const note = within(dialog).getByRole('textbox', { name: 'Note 1' });
    fireEvent.change(note, { target: { value: 'x'.repeat(2001) } });
    expect(within(dialog).getByText('2001 / 2000 · too long')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(send).toBeDisabled();
    fireEvent.change(note, { target: { value: 'x'.repeat(2000) } });
    expect(send).toBeEnabled();
    // Removing the note empties the tray.
    await user.click(within(dialog).getByRole('button', { name: 'Remove note 1' }));
    expect(within(dialog).queryByRole('button', { name: 'Request revisions' })).not.toBeInTheDocument();
  }, 20_000);

  it("shows each round's notes with their state, and reopens a fixed one", async () => {
    const fixed = makeRevisionItem({ status: 'fixed', fixed_version: 2, file_version: 2, fixed_at: '2026-11-21T10:00:00.000Z' });
    const open = makeRevisionItem({ id: 502, file_id: 102, file_name: 'IMG_0002.jpg', note: 'Brighten the sky', replies: [{ id: 1, author_name: 'edna', side: 'studio', text: 'On it', created_at: '2026-11-21T09:00:00.000Z' }] });
    const api = mockApi({
      getProject: completed,
      listFiles: fileList([front, garden], '', { can_edit: false }),
      listProjectRevisions: revisionsAnswer([makeRevision({ status: 'in_progress', items: [fixed, open] })]),
      updateRevisionItem: { success: true, data: makeRevision({ status: 'in_progress', items: [{ ...fixed, status: 'reopened' }, open] }) },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7/files');

    const round = await screen.findByRole('article', { name: 'Round 1' }, slow);
    expect(within(round).getByText('In progress')).toBeInTheDocument();
    expect(within(round).getByText(/1 of 2 notes fixed/)).toBeInTheDocument();
    const first = within(round).getByRole('listitem', { name: 'Note 1 on IMG_0001.jpg' });
    expect(within(first).getByText('Fixed')).toBeInTheDocument();
    expect(within(first).getByText('Fixed in version 2 on 21-11-2026')).toBeInTheDocument();
    expect(within(round).getByRole('img', { name: 'IMG_0001.jpg, version 2' })).toHaveAttribute('src', '/signed/101/thumb?v=2');
    const second = within(round).getByRole('listitem', { name: 'Note 1 on IMG_0002.jpg' });
    expect(within(second).getByText('Open')).toBeInTheDocument();
    expect(within(second).getByText('On it')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Reopen/ })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Reopen note 1' }));
    await waitFor(() => expect(api.callsTo('updateRevisionItem', { id: 31, itemId: 501 })).toHaveLength(1));
    expect(api.callsTo('updateRevisionItem')[0]!.body).toEqual({ status: 'reopened' });
  });

  it('replies under a note', async () => {
    const api = mockApi({
      getProject: completed,
      listFiles: fileList([front], '', { can_edit: false }),
      listProjectRevisions: revisionsAnswer([makeRevision()]),
      replyToRevisionItem: { success: true, data: { id: 9, author_name: 'Harbour Realty', side: 'client', text: 'The green one', created_at: '2026-11-21T09:00:00.000Z' } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/client/project/7/files');
    const note = await screen.findByRole('listitem', { name: 'Note 1 on IMG_0001.jpg' }, slow);
    await user.click(within(note).getByRole('button', { name: 'Reply' }));
    await user.type(within(note).getByRole('textbox', { name: 'Reply to note 1' }), 'The green one');
    await user.click(within(note).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.callsTo('replyToRevisionItem', { id: 31, itemId: 501 })).toHaveLength(1));
    expect(api.callsTo('replyToRevisionItem')[0]!.body).toEqual({ text: 'The green one' });
    await waitFor(() => expect(within(note).queryByRole('textbox')).not.toBeInTheDocument());
  });

  it('offers no notes before the project is completed', async () => {
    const api = mockApi({ getProject: { success: true, data: makeProject({ projectStatus: 'in progress' }) } });
    renderRoutes(routes, '/client/project/7/files');
    expect(await screen.findByText('Files are being edited', {}, slow)).toBeInTheDocument();
    expect(api.callsTo('listProjectRevisions')).toHaveLength(0);
    expect(screen.queryByText(/Add note/)).not.toBeInTheDocument();
  });
});
