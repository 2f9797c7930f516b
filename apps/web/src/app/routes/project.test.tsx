import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProject, polyfillRadix, signInAsStaff } from '@/test/project-fixtures';
import { renderRoutes } from '@/test/render-route';
import { mockApi } from '@/test/render-screen';
import { makeSite } from '@/features/listing/site-fixtures';
import ProjectPage from './project';

const ok = (data: unknown) => ({ success: true, data });
const routes = [{ path: '/project/:id', Component: ProjectPage }];

beforeEach(() => {
  polyfillRadix();
  signInAsStaff();
});
afterEach(() => vi.unstubAllGlobals());

describe('/project/:id tabs', () => {
  it('opens on Details, and the Listing tab (kept in the URL) shows the website and the facts form', { timeout: 20_000 }, async () => {
    const api = mockApi({ getProject: ok(makeProject()), getProjectActivity: ok([]), getListing: ok(makeSite()), listFiles: ok({ folder_path: '', files: [], can_download: true, can_edit: true }) });
    const { router } = renderRoutes(routes, '/project/7');
    expect(await screen.findByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project Information' })).toBeInTheDocument();
    expect(api.callsTo('getListing')).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Listing' }));
    expect(await screen.findByRole('form', { name: 'Listing facts' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Property website/ })).toHaveTextContent('Draft');
    expect(router.state.location.search).toBe('?tab=listing');
  });

  it('opens the Listing tab straight from ?tab=listing', async () => {
    mockApi({ getProject: ok(makeProject()), getProjectActivity: ok([]), getListing: ok(makeSite()), listFiles: ok({ folder_path: '', files: [], can_download: true, can_edit: true }) });
    renderRoutes(routes, '/project/7?tab=listing');
    expect(await screen.findByRole('form', { name: 'Listing facts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Listing', selected: true })).toBeInTheDocument();
  });
});
