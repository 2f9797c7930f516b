import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchWithBranding, jsonResponse, renderRoutes } from '@/test/render-route';
import { operationUrl } from '@/lib/api-call';
import { readSession, writeSession } from '@/lib/session';
import AdminLoginPage from './admin/login';
import ForgotPasswordPage from './forgot-password';
import LoginPage from './login';
import ResetPasswordPage from './reset-password';
import SetPasswordPage from './set-password';

const fetchMock = vi.fn<typeof fetch>();

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/admin/login', Component: AdminLoginPage },
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/reset-password', Component: ResetPasswordPage },
  { path: '/set-password', Component: SetPasswordPage },
];

const sameAnswer = 'If an account uses that e-mail address, we have sent it a link to set a new password. The link works once, within one hour.';
const bodyOf = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as unknown;

async function choosePassword(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

beforeEach(() => vi.stubGlobal('fetch', fetchWithBranding(fetchMock)));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStorage.clear();
});

describe('"Forgot password?" on both sign-in pages', () => {
  it.each([
    ['/login', '/forgot-password', '/login'],
    ['/admin/login', '/forgot-password?portal=admin', '/admin/login'],
  ])('%s links to %s, whose way back is %s', async (signIn, forgot, back) => {
    const { router } = renderRoutes(routes, signIn);
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(forgot);
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(router.state.location.pathname).toBe(back);
  });

  it("checks the address, then shows the server's one answer", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, message: sameAnswer }));
    renderRoutes(routes, '/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), ' pat@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Check your e-mail${sameAnswer}`);
    expect(fetchMock.mock.calls[0]![0]).toBe(operationUrl('requestPasswordReset'));
    expect(bodyOf()).toEqual({ email: 'pat@example.com' });
  });

  it('shows the refusal when asked too often', async () => {
    const tooMany = 'Too many password reset requests. Please wait a few minutes and try again.';
    fetchMock.mockResolvedValue(jsonResponse(429, { success: false, message: tooMany, code: 'TOO_MANY_REQUESTS' }));
    renderRoutes(routes, '/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
  });
});

describe('the link from the e-mail', () => {
  it('sets the new password and sends a client to the client sign-in, signed out, with the notice', async () => {
    const entity = { id: 5, type: 'company', username: 'Harbour', email: 'pat@example.com', role_id: 4, role_name: 'client' } as const;
    writeSession('old-token', entity);
    fetchMock.mockImplementation(async (url) =>
      String(url) === operationUrl('getCurrentAccount')
        ? jsonResponse(200, { success: true, data: entity })
        : jsonResponse(200, { success: true, message: 'Your password is set. Sign in with it now.', data: { portal: 'client' } }),
    );
    const { router } = renderRoutes(routes, '/reset-password?token=abc_123');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();

    await choosePassword('short');
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await choosePassword('a long new secret', 'a different secret');
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    const confirmCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === operationUrl('setPassword'));
    expect(confirmCalls()).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a long new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(JSON.parse(String(confirmCalls()[0]![1]?.body))).toEqual({ token: 'abc_123', password: 'a long new secret' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is set. Sign in with it now.');
    expect(readSession()).toBeNull();
  });

  it('an invitation reads "Set your password" and an admin account lands on the admin sign-in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, message: 'Your password is set. Sign in with it now.', data: { portal: 'admin' } }));
    const { router } = renderRoutes(routes, '/set-password?token=invite-1');
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    await choosePassword('my first password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('says when the link has expired or was used, and offers a new one', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { success: false, code: 'VALIDATION_FAILED', message: 'token: this link has expired. Ask for a new one.', errors: [{ field: 'token', message: 'this link has expired. Ask for a new one.' }] }),
    );
    const { router } = renderRoutes(routes, '/reset-password?token=old');
    await screen.findByLabelText('New password');
    await choosePassword('a long new secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Ask for a new one.');
    await userEvent.click(screen.getByRole('link', { name: 'Send me a new link' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('says a link without its token is incomplete', async () => {
    renderRoutes(routes, '/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete. Open it from your e-mail again, or ask for a new one.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
