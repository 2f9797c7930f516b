import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { jsonResponse, renderRoutes } from '@/test/render-route';
import { screen as declare } from './guards';
import { RequireAccess } from './require-access';

// A visitor without a session: the app's check of a stored session is never needed.
beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(401, {}))));
afterEach(() => vi.unstubAllGlobals());

const screens: RouteObject[] = [
  { path: 'welcome', handle: declare('public'), element: <p>Welcome screen</p> },
  { path: 'admin/login', handle: declare('public'), element: <p>Admin sign-in screen</p> },
  { path: 'ledger', element: <p>Forgotten screen</p> },
  { path: 'settings', handle: declare('owner'), element: <p>Settings screen</p> },
];
const routes: RouteObject[] = [{ element: <RequireAccess screens={screens} />, children: screens }];

describe('RequireAccess', () => {
  it('shows a screen its matched route declares public', async () => {
    renderRoutes(routes, '/welcome');
    expect(await screen.findByText('Welcome screen')).toBeInTheDocument();
  });

  it('reads the access from the matched route: an owner screen sends a visitor to sign in', async () => {
    const { router } = renderRoutes(routes, '/settings');
    expect(await screen.findByText('Admin sign-in screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=/settings');
  });

  it('never treats a screen that declares nothing as public', async () => {
    const { router } = renderRoutes(routes, '/ledger');
    expect(await screen.findByText('Admin sign-in screen')).toBeInTheDocument();
    expect(screen.queryByText('Forgotten screen')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
