import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { SessionEntity } from '@portal/contract';
import { jsonResponse } from '@/test/render-route';
import { operationUrl } from './api-call';
import { setSessionExpiredRedirect } from './api-client';
import { AuthProvider, useAuth } from './auth';
import { readSession, logoutMessage, writeSession } from './session';

const fetchMock = vi.fn<typeof fetch>();
const redirect = vi.fn<(path: string) => void>();
let restoreRedirect: () => void;
const stored: SessionEntity = { id: 4, type: 'user', username: 'kim', email: 'kim@example.com', role_id: 2, role_name: 'user' };

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  restoreRedirect = setSessionExpiredRedirect(redirect);
});
afterEach(() => {
  restoreRedirect();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  redirect.mockReset();
});

describe('AuthProvider', () => {
  it('starts from the stored session without waiting', () => {
    writeSession('tok', stored);
    fetchMock.mockReturnValue(new Promise(() => {}));
    const { result } = renderHook(useAuth, { wrapper });
    expect(result.current.loading).toBe(false);
    expect(result.current.session).toMatchObject({ token: 'tok', username: 'kim', type: 'user' });
  });

  it("ends a stored session the server no longer accepts, with the notice on staff's sign-in page", async () => {
    writeSession('revoked', stored);
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Invalid token.' }));
    renderHook(useAuth, { wrapper });

    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/admin/login'));
    expect(fetchMock.mock.calls[0]![0]).toBe(operationUrl('getCurrentAccount'));
    expect(readSession()).toBeNull();
    expect(logoutMessage()).toBe('Session expired, please log in again.');
  });

  it.each([
    ['admin', 'admin', '/admin/login'],
    ['company', 'client', '/login'],
  ] as const)('sends an expired %s session to %s', async (type, role_name, signIn) => {
    writeSession('revoked', { ...stored, type, role_name });
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Invalid token.' }));
    renderHook(useAuth, { wrapper });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(signIn));
  });

  it('refreshes the stored name and role from the server', async () => {
    writeSession('tok', stored);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: { ...stored, role_name: 'editor' } }));
    const { result } = renderHook(useAuth, { wrapper });

    await waitFor(() => expect(result.current.session?.roleName).toBe('editor'));
    expect(sessionStorage.getItem('userRoleName')).toBe('editor');
  });

  it('keeps the same session object when the server confirms what is stored, so nothing renders again', async () => {
    writeSession('tok', stored);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: stored }));
    const { result } = renderHook(useAuth, { wrapper });
    const first = result.current.session;

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(result.current.session).toBe(first);
  });

  it('logs out: revokes the token, clears session storage and the state', async () => {
    writeSession('tok', stored);
    fetchMock.mockImplementation(async (path) =>
      path === operationUrl('logout')
        ? jsonResponse(200, { success: true, message: 'Logged out.' })
        : jsonResponse(200, { success: true, data: stored }),
    );
    const { result } = renderHook(useAuth, { wrapper });

    await act(() => result.current.logout());

    expect(result.current.session).toBeNull();
    expect(sessionStorage.length).toBe(0);
    const logoutCall = fetchMock.mock.calls.find(([path]) => path === operationUrl('logout'));
    expect((logoutCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Token tok');
  });

  it('logs out even when the server cannot be reached', async () => {
    writeSession('tok', stored);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(useAuth, { wrapper });

    await act(() => result.current.logout());

    expect(result.current.session).toBeNull();
    expect(readSession()).toBeNull();
  });
});
