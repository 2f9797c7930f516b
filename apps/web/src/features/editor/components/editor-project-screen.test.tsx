import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { makeProject } from '@/test/project-fixtures';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { EditorProjectScreen } from './editor-project-screen';

const renderProject = (id = 7) => renderScreen('/editor/project/:id', <EditorProjectScreen />, `/editor/project/${id}`);

beforeEach(() => signInAs('user', 'editor'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Editor project details', () => {
  it('shows the name, number, badges, a Files button and the cards with day-month-year dates', async () => {
    mockApi({ getProject: { success: true, data: makeProject({ projectStatus: 'in progress', status: 'in progress' }) } });
    renderProject();

    expect(await screen.findByRole('heading', { name: 'Harbour View listing' })).toBeInTheDocument();
    expect(screen.getByText('#7')).toBeInTheDocument();
    expect(screen.getByLabelText('Status: In Progress')).toBeInTheDocument();
    expect(screen.getByLabelText('Invoice: Not Paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Files' })).toHaveAttribute('href', '/editor/project/7/files');
    expect(screen.getByRole('link', { name: 'Back to Tasks' })).toHaveAttribute('href', '/editor');
    for (const card of ['Company Details', 'Service', 'Category', 'Project Information']) expect(screen.getByText(card)).toBeInTheDocument();
    // The project's own description, the service's, then the category's under its own label.
    expect(screen.getAllByText('Description', { selector: 'dt' })).toHaveLength(2);
    expect(screen.getByText('Twilight and drone set')).toBeInTheDocument();
    expect(screen.getByText('About the category', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('20-02-2026')).toBeInTheDocument();
  });

  it("shows 'Project Not Found' for a project the editor cannot see", async () => {
    mockApi({});
    renderProject(99);
    expect(await screen.findByText('Project Not Found')).toBeInTheDocument();
    expect(screen.getByText("The project you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it("leaves for the task list with 'Access Restricted' once the project is completed", async () => {
    const error = vi.spyOn(toast, 'error');
    const completed = 'You no longer have access to this project because it is marked as completed.';
    mockApi({ getProject: jsonResponse(403, { success: false, message: completed, code: 'FORBIDDEN' }) });
    const { router } = renderProject();

    await waitFor(() => expect(router.state.location.pathname).toBe('/editor'));
    expect(error).toHaveBeenCalledWith('Access Restricted', expect.objectContaining({ description: completed }));
  });

  it('stays on the page with the error and Retry on another failure, and shows the project once Retry succeeds', async () => {
    const error = vi.spyOn(toast, 'error');
    let failing = true;
    mockApi({
      getProject: () =>
        failing ? jsonResponse(500, { success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }) : jsonResponse(200, { success: true, data: makeProject() }),
    });
    const { router } = renderProject();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load project details.');
    expect(router.state.location.pathname).toBe('/editor/project/7');
    expect(error).not.toHaveBeenCalled();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Harbour View listing' })).toBeInTheDocument();
  });
});
