import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SessionEntity } from '@portal/contract';
import { writeSession } from '@/lib/session';
import { jsonResponse, renderRoutes } from '@/test/render-route';
import { routes } from './router';

let account: SessionEntity | null = null;
const signInAs = (type: SessionEntity['type'], role_name: string) => {
  account = { id: 9, type, username: 'jo', email: 'jo@example.com', role_id: 1, role_name };
  writeSession('tok', account);
};

// The app checks a stored session with GET /api/v1/me/ when it starts.
beforeEach(() => {
  account = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => (account ? jsonResponse(200, { success: true, data: account }) : jsonResponse(401, {}))),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the route table', () => {
  it('sends a visitor without a session from / to the welcome page', async () => {
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('sends a visitor without a session from a staff screen to the admin login', async () => {
    const { router } = renderRoutes(routes, '/users');
    expect(await screen.findByRole('button', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('sends a visitor without a session from a client screen to the client login', async () => {
    const { router } = renderRoutes(routes, '/client/projects');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor without a session from a project e-mail link to the client login, the page kept', async () => {
    const { router } = renderRoutes(routes, '/client/project/12');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=/client/project/12');
  });

  it('keeps a company account out of staff screens', async () => {
    signInAs('company', 'client');
    const { router } = renderRoutes(routes, '/companies');
    expect(await screen.findByRole('heading', { name: 'Welcome, jo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client/dashboard');
    expect(screen.getByRole('link', { name: /View My Projects/ })).toHaveAttribute('href', '/client/projects');
    expect(screen.getByRole('link', { name: 'Book a Shoot' })).toHaveAttribute('href', '/client/book');
  });

  it('shows staff their screen inside the app shell', async () => {
    signInAs('user', 'user');
    renderRoutes(routes, '/companies');
    expect(await screen.findByRole('heading', { name: 'Company Management' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('keeps an editor on the task list', async () => {
    signInAs('user', 'editor');
    const { router } = renderRoutes(routes, '/projects');
    expect(await screen.findByRole('heading', { name: 'Your Tasks' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/editor');
  });

  it('shows the 404 screen for an unknown path and records it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.any(String), '/no/such/page'));
  });
});
