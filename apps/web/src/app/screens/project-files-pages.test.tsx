import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProject } from '@/test/project-fixtures';
import { renderRoutes } from '@/test/render-route';
import { mockApi, signInAs } from '@/test/render-screen';
import { filesQueryOptions, GALLERY_REFRESH_MS, THUMBNAIL_POLL_MS } from '@/features/files/api/list-files';
import { FakeXhr, fileList, makeFile, stubLayout } from '@/test/file-fixtures';
import { versionedUrl } from '@/lib/versioned-url';
import { EditorProjectFilesScreen } from './editor-project-files-screen';
import { ProjectFilesScreen } from './project-files-screen';

const routes = [
  { path: '/project/:id/files', Component: ProjectFilesScreen },
  { path: '/project/:id', element: <p>Project detail screen</p> },
  { path: '/editor/project/:id/files', Component: EditorProjectFilesScreen },
  { path: '/editor', element: <p>Tasks screen</p> },
];

beforeEach(() => {
  signInAs('user');
  stubLayout();
  FakeXhr.install();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('staff project files page', () => {
  it('shows the Files badge and the project name over the manager, and goes back to the project', async () => {
    mockApi({
      getProject: { success: true, data: makeProject() },
      listFiles: fileList([makeFile('IMG_0001.jpg')]),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/project/7/files');
    expect(await screen.findByRole('heading', { name: 'Harbour View listing' })).toBeInTheDocument();
    expect(screen.getByText('Files')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'IMG_0001.jpg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Project' }));
    expect(await screen.findByText('Project detail screen')).toBeInTheDocument();
  });

  it('shows a placeholder while the thumbnail is made and asks again every 3 s', async () => {
    const pending = makeFile('new.jpg', { thumbnail_url: null, derivative_status: 'pending' });
    mockApi({ listFiles: fileList([pending]) });
    renderRoutes(routes, '/project/7/files');
    expect(await screen.findByRole('status', { name: 'Making thumbnail' })).toBeInTheDocument();

    const interval = filesQueryOptions(7, '').refetchInterval as (query: unknown) => number | false;
    expect(interval({ state: { data: fileList([pending]) } })).toBe(THUMBNAIL_POLL_MS);
    expect(interval({ state: { data: fileList([makeFile('done.jpg')]) } })).toBe(GALLERY_REFRESH_MS);
    expect(THUMBNAIL_POLL_MS).toBe(3000);
  });

  it('an open gallery shows a new version made elsewhere within 15 s, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const v1 = makeFile('driveway.jpg', { id: 41, thumbnail_url: '/thumbs/41' });
      let current = v1;
      mockApi({ getProject: { success: true, data: makeProject() }, listFiles: () => Promise.resolve(Response.json(fileList([current]))) });
      renderRoutes(routes, '/project/7/files');
      const thumbnail = async () => (await screen.findByRole('group', { name: 'driveway.jpg' })).querySelector('img')?.getAttribute('src');
      const before = await thumbnail();
      expect(before).toBe(versionedUrl('/thumbs/41', v1.versioned_at));

      // Someone else uploads version 2: the next look at the list swaps the thumbnail's URL.
      current = { ...v1, version: 2, versioned_at: '2026-03-05T10:00:00.000Z' };
      await vi.advanceTimersByTimeAsync(GALLERY_REFRESH_MS - 1_000);
      expect(await thumbnail()).toBe(before);
      await vi.advanceTimersByTimeAsync(1_500);
      await waitFor(async () => expect(await thumbnail()).toBe(versionedUrl('/thumbs/41', current.versioned_at)));
      expect(before).not.toBe(versionedUrl('/thumbs/41', current.versioned_at));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('editor project files page', () => {
  it("shows 'Project Files' with the project number and a way back to the tasks", async () => {
    mockApi({ listFiles: fileList([]) });
    const user = userEvent.setup();
    renderRoutes(routes, '/editor/project/7/files');
    expect(screen.getByRole('heading', { name: 'Project Files' })).toBeInTheDocument();
    expect(screen.getByText('Project #7')).toBeInTheDocument();
    expect(await screen.findByText('Upload files to get started.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Tasks' }));
    await waitFor(() => expect(screen.getByText('Tasks screen')).toBeInTheDocument());
  });

  it("says 'Project ID missing' without a usable id", () => {
    mockApi({});
    renderRoutes(routes, '/editor/project/abc/files');
    expect(screen.getByText('Project ID missing')).toBeInTheDocument();
  });
});
