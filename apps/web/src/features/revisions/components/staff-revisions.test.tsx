import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { makeFile } from '@/test/file-fixtures';
import { makeInvoice, polyfillRadix, signInAsStaff } from '@/test/project-fixtures';
import { renderRoutes } from '@/test/render-route';
import { mockApi } from '@/test/render-screen';
import { makeRevision, makeRevisionItem, revisionsAnswer } from '@/test/revision-fixtures';
import { FileVersionsPanel } from './file-versions-stage';
import { ProjectRevisionsSection } from './project-revisions-section';
import { RevisionsScreen } from './revisions-screen';

/** The first answer can take a while on a busy machine. */
const slow = { timeout: 5_000 };
// Screens with dialogs and typing: a shared machine may need more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const editors = [
  { id: 4, username: 'edna' },
  { id: 5, username: 'eli' },
];
const renderSection = () => renderRoutes([{ path: '/project/:id', element: <ProjectRevisionsSection projectId={7} editors={editors} /> }], '/project/7');

beforeEach(() => {
  polyfillRadix();
  signInAsStaff();
  vi.spyOn(toast, 'error').mockReturnValue(1);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the project's Revisions section", () => {
  it('shows nothing before the first request', async () => {
    const api = mockApi({ listProjectRevisions: revisionsAnswer([]) });
    const { container } = renderSection();
    await waitFor(() => expect(api.callsTo('listProjectRevisions', { id: 7 })).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the rounds with their editor and status, marks billable ones and bills one with Add to invoice', async () => {
    const api = mockApi({
      listProjectRevisions: revisionsAnswer([
        makeRevision({ id: 33, round: 3, billable: true }),
        makeRevision({ id: 32, round: 2, billable: true, invoiced: true, invoiced_amount: '500.00', status: 'done', items: [makeRevisionItem({ status: 'fixed' })] }),
        makeRevision({ id: 31, round: 1, status: 'done', items: [makeRevisionItem({ status: 'fixed' })] }),
      ]),
      addRevisionInvoiceLine: { success: true, data: { revision: makeRevision({ id: 33, round: 3, billable: true, invoiced: true }), invoice: makeInvoice() } },
    });
    const user = userEvent.setup();
    renderSection();
    const section = await screen.findByRole('region', { name: 'Revisions' }, slow);
    expect(within(section).getByText('3 rounds, 2 billable')).toBeInTheDocument();
    const third = within(section).getByRole('article', { name: 'Round 3' });
    expect(within(third).getByRole('combobox', { name: 'Editor of round 3' })).toHaveTextContent('edna');
    expect(within(third).getByRole('combobox', { name: 'Status of round 3' })).toHaveTextContent('Open');
    expect(within(third).getByText('Billable')).toBeInTheDocument();
    const second = within(section).getByRole('article', { name: 'Round 2' });
    expect(within(second).getByText(/On the invoice/)).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Add to invoice' })).not.toBeInTheDocument();
    expect(within(within(section).getByRole('article', { name: 'Round 1' })).queryByText('Billable')).not.toBeInTheDocument();

    await user.click(within(third).getByRole('button', { name: 'Add to invoice' }));
    await waitFor(() => expect(api.callsTo('addRevisionInvoiceLine', { id: 33 })).toHaveLength(1));
  });

  it('assigns another editor and moves the status', async () => {
    const api = mockApi({
      listProjectRevisions: revisionsAnswer([makeRevision()]),
      updateRevision: { success: true, data: makeRevision({ editor_id: 5, editor_name: 'eli' }) },
    });
    const user = userEvent.setup();
    renderSection();
    const round = await screen.findByRole('article', { name: 'Round 1' }, slow);
    await user.click(within(round).getByRole('combobox', { name: 'Editor of round 1' }));
    await user.click(await screen.findByRole('option', { name: 'eli' }, slow));
    await waitFor(() => expect(api.callsTo('updateRevision', { id: 31 })).toHaveLength(1));
    expect(api.callsTo('updateRevision')[0]!.body).toEqual({ editor_id: 5 });

    await user.click(within(round).getByRole('combobox', { name: 'Status of round 1' }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }, slow));
    await waitFor(() => expect(api.callsTo('updateRevision')).toHaveLength(2));
    expect(api.callsTo('updateRevision')[1]!.body).toEqual({ status: 'in_progress' });
  });
});

describe('the Versions panel', () => {
  const versions = [
    { version: 2, is_current: true, size: 4096, content_type: 'image/jpeg', checksum: 'b', width: 900, height: 600, restored_from: null, uploaded_by_name: 'edna', created_at: '2026-11-21T10:00:00.000Z' },
    { version: 1, is_current: false, size: 2048, content_type: 'image/jpeg', checksum: 'a', width: 900, height: 600, restored_from: null, uploaded_by_name: 'sam', created_at: '2026-11-20T09:00:00.000Z' },
  ];

  it('lists v1, v2 with who and when, and restores an earlier one', async () => {
    const api = mockApi({
      listFileVersions: { success: true, data: versions },
      restoreFileVersion: { success: true, data: makeFile('IMG_0001.jpg', { id: 101, version: 3 }) },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <FileVersionsPanel projectId={7} entry={makeFile('IMG_0001.jpg', { id: 101, version: 2 })} /> }], '/');
    const list = await screen.findByRole('list', { name: 'Versions of IMG_0001.jpg' }, slow);
    const [current, first] = within(list).getAllByRole('listitem');
    expect(current).toHaveTextContent('v2');
    expect(current).toHaveTextContent('Current');
    expect(current).toHaveTextContent('edna · 21-11-2026');
    expect(within(current!).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    expect(first).toHaveTextContent('sam · 20-11-2026');
    await user.click(within(first!).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(api.callsTo('restoreFileVersion', { id: 7, fileId: 101, version: 1 })).toHaveLength(1));
    // The list is read again, with the restored copy on top.
    await waitFor(() => expect(api.callsTo('listFileVersions')).toHaveLength(2));
  });
});

describe('the Revisions page', () => {
  it('lists the open and in-progress requests by default with a link to each project; the filter lives in the URL', async () => {
    const api = mockApi({
      listRevisions: revisionsAnswer([
        makeRevision({ billable: true }),
        makeRevision({ id: 32, project_id: 8, project_name: 'Elm Street duplex', status: 'done' }),
      ]),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/revisions', element: <RevisionsScreen /> }], '/revisions');
    const link = await screen.findByRole('link', { name: 'Harbour View listing' }, slow);
    expect(link).toHaveAttribute('href', '/project/7');
    expect(within(link.closest('tr')!).getByText('Billable')).toBeInTheDocument();
    expect(screen.queryByText('Elm Street duplex')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Done' }));
    expect(router.state.location.search).toBe('?status=done');
    await waitFor(() => expect(api.calls.some((call) => call.operation === 'listRevisions' && call.query.get('status') === 'done')).toBe(true));
  });
});
