import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeProject, makeProjectList } from '@/test/project-fixtures';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { ClientShootSummary } from './client-shoot-summary';

beforeEach(() => signInAs('company', 'customer'));
afterEach(() => vi.unstubAllGlobals());

describe('client dashboard shoot summary', () => {
  it('counts the shoots by where they stand, a tile for each stage that holds one', async () => {
    mockApi({
      listProjects: makeProjectList([
        makeProject({ id: 1, projectStatus: 'pending' }),
        makeProject({ id: 2, projectStatus: 'in progress' }),
        makeProject({ id: 3, projectStatus: 'completed', invoice: 'not paid', invoice_status: 'not_paid' }),
        makeProject({ id: 4, projectStatus: 'Completed', invoice: 'paid', invoice_status: 'paid' }),
        makeProject({ id: 5, projectStatus: 'completed', invoice: 'paid', invoice_status: 'paid' }),
        makeProject({ id: 6, projectStatus: 'review' }),
        makeProject({ id: 7, projectStatus: 'on hold' }),
        makeProject({ id: 8, projectStatus: 'pending', order_stage: 'scheduled' }),
      ]),
    });
    renderScreen('/client/dashboard', <ClientShootSummary />);
    const summary = await screen.findByRole('list', { name: 'Your shoots' });
    expect(await within(summary).findByLabelText('1 Shoot booked — date to be confirmed')).toBeInTheDocument();
    expect(within(summary).getByLabelText('1 Shoot scheduled — not yet photographed')).toBeInTheDocument();
    expect(within(summary).getByLabelText('2 Your photos are being edited')).toBeInTheDocument();
    expect(within(summary).getByLabelText('1 On hold')).toBeInTheDocument();
    // No shoot is cancelled or photographed-and-waiting: those stages get no tile.
    expect(within(summary).queryByLabelText(/Cancelled/)).toBeNull();
    expect(within(summary).queryByLabelText(/Photographed/)).toBeNull();
    expect(within(summary).getAllByRole('listitem')).toHaveLength(6);
    expect(within(summary).getByLabelText('1 Ready to review · invoice due')).toBeInTheDocument();
    expect(within(summary).getByLabelText('2 Ready to download')).toBeInTheDocument();
    for (const link of within(summary).getAllByRole('link')) expect(link).toHaveAttribute('href', '/client/projects');
  });
});
