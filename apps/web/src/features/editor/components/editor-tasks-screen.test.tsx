import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { makeProject, makeProjectList } from '@/test/project-fixtures';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { EditorTasksScreen } from './editor-tasks-screen';

const renderTasks = () => renderScreen('/editor', <EditorTasksScreen />);

beforeEach(() => signInAs('user', 'editor'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Editor task list', () => {
  it('lists the assigned projects with their status, a link to each and a Files button', async () => {
    const api = mockApi({
      listProjects: makeProjectList([
        makeProject(),
        makeProject({ id: 9, projectName: 'Elm Street duplex', projectStatus: 'in progress', status: 'in progress' }),
      ]),
    });
    renderTasks();

    expect(screen.getByText('Editor Dashboard')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Tasks' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Project Name', 'Status', 'Action']);

    const first = (await screen.findByRole('link', { name: 'Harbour View listing' })).closest('tr')!;
    expect(within(first).getByRole('link', { name: 'Harbour View listing' })).toHaveAttribute('href', '/editor/project/7');
    expect(within(first).getByText('Pending')).toHaveAttribute('data-tone', 'yellow');
    expect(within(first).getByRole('link', { name: /^Files/ })).toHaveAttribute('href', '/editor/project/7/files');

    const second = screen.getByRole('link', { name: 'Elm Street duplex' }).closest('tr')!;
    expect(within(second).getByText('In Progress')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /^Files/ })).toHaveAttribute('href', '/editor/project/9/files');

    // The whole list, unpaged: the server already scopes it to this editor.
    expect(api.callsTo('listProjects')).toHaveLength(1);
    expect(api.callsTo('listProjects')[0]!.query.toString()).toBe('');
  });

  it("shows 'No Projects Assigned' when nothing is assigned", async () => {
    mockApi({ listProjects: makeProjectList([]) });
    renderTasks();

    expect(await screen.findByText('No Projects Assigned')).toBeInTheDocument();
    expect(screen.getByText("You don't have any projects assigned to you yet.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading row while the list loads', async () => {
    mockApi({ listProjects: () => new Promise<Response>(() => {}) });
    renderTasks();
    expect(await screen.findByText('Loading your tasks...')).toBeInTheDocument();
  });

  it("toasts 'Failed to load assigned projects.' when the list fails", async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    mockApi({ listProjects: jsonResponse(500, { success: false, message: 'Something went wrong', code: 'INTERNAL' }) });
    renderTasks();

    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to load assigned projects.', expect.anything()));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No Projects Assigned')).not.toBeInTheDocument();
  });
});
