import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionEntity } from '@portal/contract';
import { fetchWithBranding, jsonResponse, renderRoutes } from '@/test/render-route';
import { operationUrl } from '@/lib/api-call';
import { readSession, writeSession } from '@/lib/session';
import { expectSkipLinkFirst } from '@/test/expect-skip-link';
import AdminLoginPage from './admin/login';
import LoginPage from './login';

const fetchMock = vi.fn<typeof fetch>();
const logoUrl = `${operationUrl('getBrandingLogo')}?v=0123456789abcdef`;

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/admin/login', Component: AdminLoginPage },
  { path: '/client/dashboard', element: <p>Client dashboard screen</p> },
  { path: '/dashboard', element: <p>Admin dashboard screen</p> },
  { path: '/editor', element: <p>Editor tasks screen</p> },
  { path: '/client/project/:id', element: <p>Client project screen</p> },
  { path: '/project/:id/files', element: <p>Staff project files screen</p> },
];

const entity = (type: SessionEntity['type'], role_name: string): SessionEntity => ({
  id: 5,
  type,
  username: 'pat',
  email: 'pat@example.com',
  role_id: 1,
  role_name,
});

async function signIn(button: 'Sign In' | 'Admin Sign In', email = 'pat@example.com', password = 'secret-pass') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: button }));
  return user;
}

/** The business name and logo both sign-in pages show; the calls under test go to fetchMock. */
beforeEach(() => vi.stubGlobal('fetch', fetchWithBranding(fetchMock, { name: 'Lens & Light Studio', logo_url: logoUrl })));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('client login (/login)', () => {
  it("shows the business's name and logo, and names the tab after it", async () => {
    renderRoutes(routes, '/login');
    const brand = await screen.findByRole('link', { name: 'Lens & Light Studio' });
    expect(brand.querySelector('img')).toHaveAttribute('src', logoUrl);
    await waitFor(() => expect(document.title).toBe('Client Portal · Lens & Light Studio'));
  });

  it("shows 'Signing In...' and disables the fields while the call runs", async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderRoutes(routes, '/login');

    await signIn('Sign In');

    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(operationUrl('loginClient'));
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'pat@example.com', password: 'secret-pass' });
  });

  it('signs a client in, stores the session and lands on the client dashboard', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, token: 'tok-1', entity: entity('company', 'client') }));
    renderRoutes(routes, '/login');

    await signIn('Sign In');

    expect(await screen.findByText('Client dashboard screen')).toBeInTheDocument();
    expect(readSession()).toMatchObject({ token: 'tok-1', type: 'company', username: 'pat' });
  });

  it('shows the wrong-credentials message on a 401', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Invalid email or password.' }));
    renderRoutes(routes, '/login');

    await signIn('Sign In');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(readSession()).toBeNull();
  });

  it("shows the server's wrong-portal message on a 403", async () => {
    const message = 'This login is for clients only. Please use the admin login if you are an administrator.';
    fetchMock.mockResolvedValue(jsonResponse(403, { success: false, message, code: 'WRONG_PORTAL' }));
    renderRoutes(routes, '/login');

    await signIn('Sign In');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('refuses a staff account the server let through, and revokes its token', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { success: true, token: 'staff-tok', entity: entity('user', 'user') }))
      .mockResolvedValueOnce(jsonResponse(200, { success: true, message: 'Logged out.' }));
    renderRoutes(routes, '/login');

    await signIn('Sign In');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This login is for clients only. Please use the admin login if you are an administrator.',
    );
    const [path, init] = fetchMock.mock.calls[1]!;
    expect(path).toBe(operationUrl('logout'));
    expect((init?.headers as Record<string, string>).Authorization).toBe('Token staff-tok');
    expect(readSession()).toBeNull();
  });

  it('shows the general failure message when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoutes(routes, '/login');

    await signIn('Sign In');

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during login. Please try again.');
  });

  it("shows the server's message when there were too many attempts", async () => {
    const message = 'Too many failed login attempts. Please wait a few minutes and try again.';
    fetchMock.mockResolvedValue(jsonResponse(429, { success: false, message, code: 'TOO_MANY_ATTEMPTS' }));
    renderRoutes(routes, '/login');

    await signIn('Sign In');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks for both fields and a well-formed email before calling the server', async () => {
    renderRoutes(routes, '/login');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the stored logout message in a notice, kept until the form is used', async () => {
    sessionStorage.setItem('logoutMessage', 'Session expired, please log in again.');
    renderRoutes(routes, '/login');

    expect(await screen.findByRole('status')).toHaveTextContent('Session expired, please log in again.');
    expect(sessionStorage.getItem('logoutMessage')).toBe('Session expired, please log in again.');
    await signIn('Sign In', '', '');
    expect(screen.queryByText('Session expired, please log in again.')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('logoutMessage')).toBeNull();
  });

  it('shows and hides the password', async () => {
    renderRoutes(routes, '/login');
    const user = userEvent.setup();

    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('sends an already signed-in client straight to the client dashboard', async () => {
    writeSession('tok', entity('client', 'customer'));
    const { router } = renderRoutes(routes, '/login');

    expect(await screen.findByText('Client dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client/dashboard');
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain(operationUrl('loginClient'));
  });
  it("shows 'Redirecting...' while the destination loads", async () => {
    writeSession('tok', entity('client', 'customer'));
    renderRoutes([routes[0]!, { path: '/client/dashboard', lazy: () => new Promise<never>(() => {}) }], '/login');

    expect(await screen.findByText('Redirecting...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});

describe('returning to the page asked for', () => {
  it('lands a client on the project the e-mail linked to', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, token: 'tok-1', entity: entity('company', 'client') }));
    const { router } = renderRoutes(routes, '/login?next=/client/project/12');

    await signIn('Sign In');

    expect(await screen.findByText('Client project screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client/project/12');
  });

  it('lands staff on a bookmarked files page, its folder kept', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, token: 'tok-2', entity: entity('user', 'user') }));
    const { router } = renderRoutes(routes, '/admin/login?next=/project/12/files%3Ffolder%3DExterior');

    await signIn('Admin Sign In');

    expect(await screen.findByText('Staff project files screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?folder=Exterior');
  });

  it("sends a person home when the page asked for is not theirs", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, token: 'tok-3', entity: entity('company', 'client') }));
    renderRoutes(routes, '/login?next=/project/12/files');

    await signIn('Sign In');

    expect(await screen.findByText('Client dashboard screen')).toBeInTheDocument();
  });

  it('never leaves the site for a next that names another host', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, token: 'tok-4', entity: entity('admin', 'admin') }));
    const { router } = renderRoutes(routes, '/admin/login?next=//evil.example/dashboard');

    await signIn('Admin Sign In');

    expect(await screen.findByText('Admin dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps the page asked for when a person switches to the other sign-in page', async () => {
    const { router } = renderRoutes(routes, '/login?next=/project/12/files');
    await userEvent.click(await screen.findByRole('link', { name: 'Admin login' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/login?next=/project/12/files');
    await userEvent.click(await screen.findByRole('link', { name: 'Client login' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?next=/project/12/files');
  });
});

describe('admin login (/admin/login)', () => {
  it("shows the business's name too", async () => {
    renderRoutes(routes, '/admin/login');
    expect(await screen.findByRole('link', { name: 'Lens & Light Studio' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin Portal · Lens & Light Studio'));
  });

  it('offers "Skip to main content" as the first Tab stop', async () => {
    renderRoutes(routes, '/admin/login');
    await expectSkipLinkFirst();
  });

  it('calls the admin login and lands an editor on the task list', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, token: 'ed', entity: entity('user', 'editor') }));
    renderRoutes(routes, '/admin/login');

    await signIn('Admin Sign In');

    expect(await screen.findByText('Editor tasks screen')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe(operationUrl('loginAdmin'));
  });

  it('shows the administrators-only message when a client account is refused', async () => {
    const message = 'This login is for administrators only. Please use the client login portal.';
    fetchMock.mockResolvedValue(jsonResponse(403, { success: false, message }));
    renderRoutes(routes, '/admin/login');

    await signIn('Admin Sign In');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends signed-in staff to the dashboard', async () => {
    writeSession('tok', entity('admin', 'admin'));
    const { router } = renderRoutes(routes, '/admin/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.getByText('Admin dashboard screen')).toBeInTheDocument();
  });
});
