import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeProject, makeProjectList } from '@/test/project-fixtures';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { ClientProjectsScreen } from './client-projects-screen';

const render = () => renderScreen('/client/projects', <ClientProjectsScreen />);

beforeEach(() => signInAs('company', 'customer'));
afterEach(() => vi.unstubAllGlobals());

describe('client My Projects', () => {
  it('shows a spinner, then the count badge and a row per project with View Project and Files', async () => {
    mockApi({
      listProjects: makeProjectList([makeProject(), makeProject({ id: 8, projectName: 'Hilltop Villa', projectStatus: 'completed' })]),
    });
    render();
    expect(screen.getByRole('status', { name: 'Loading projects' })).toBeInTheDocument();
    expect(await screen.findByText('2 Project(s)')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Project Name', 'Status', 'Actions']);
    const row = screen.getByRole('row', { name: /Hilltop Villa/ });
    expect(within(row).getByText('Ready to review · invoice due')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Project Hilltop Villa' })).toHaveAttribute('href', '/client/project/8');
    expect(within(row).getByRole('link', { name: 'Files of Hilltop Villa' })).toHaveAttribute('href', '/client/project/8/files');
  });

  it('says of a completed shoot whether its invoice is due or it is ready to download', async () => {
    mockApi({
      listProjects: makeProjectList([
        makeProject({ id: 3, projectName: 'Unpaid Villa', projectStatus: 'completed', invoice: 'not paid', invoice_status: 'not_paid' }),
        makeProject({ id: 4, projectName: 'Paid Villa', projectStatus: 'completed', invoice: 'paid', invoice_status: 'paid' }),
        makeProject({ id: 5, projectName: 'Busy Villa', projectStatus: 'in progress' }),
      ]),
    });
    render();
    expect(within(await screen.findByRole('row', { name: /Unpaid Villa/ })).getByText('Ready to review · invoice due')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Paid Villa/ })).getByText('Ready to download')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Busy Villa/ })).getByText('Your photos are being edited')).toBeInTheDocument();
  });

  it("asks the server for the list and leaves scoping to it (no company filter sent or applied)", async () => {
    const api = mockApi({ listProjects: makeProjectList([makeProject({ company: { ...makeProject().company, id: 99 } })]) });
    render();
    expect(await screen.findByText('1 Project(s)')).toBeInTheDocument();
    expect(api.callsTo('listProjects')[0]?.query.toString()).toBe('');
  });

  it("says 'No Projects Found' when the client has none", async () => {
    mockApi({ listProjects: makeProjectList([]) });
    render();
    expect(await screen.findByText('No Projects Found')).toBeInTheDocument();
    expect(screen.getByText("You don't have any projects assigned yet.")).toBeInTheDocument();
    expect(screen.getByText('0 Project(s)')).toBeInTheDocument();
  });

  it('says the list could not be loaded when the server fails', async () => {
    mockApi({ listProjects: jsonResponse(500, { success: false, message: 'boom' }) });
    render();
    expect(await screen.findByText('Error loading projects')).toBeInTheDocument();
  });
});
