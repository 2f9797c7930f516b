import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { SessionEntity } from '@portal/contract';
import { jsonResponse } from '@/test/render-route';
import { onSessionExpired, setSessionExpiredRedirect } from './api-client';
import { AuthProvider, useAuth } from './auth';
import { clearSession, readSession, writeSession } from './session';
import { askOtherTabs, listenToOtherTabs, sessionEntity, tellOtherTabs } from './session-share';

/** Another tab's own sessionStorage. */
class TabStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const owner: SessionEntity = { id: 1, type: 'admin', username: 'olive', email: 'olive@studio.test', role_id: 1, role_name: 'admin' };
const fetchMock = vi.fn<typeof fetch>();
const redirect = vi.fn<(path: string) => void>();
let stopListening: Array<() => void> = [];
let restoreRedirect: () => void;

/** A signed-in tab that answers the others, as the app does. */
function openSignedInTab(token: string, handlers: { onSignedOut?: () => void; onExpired?: () => void } = {}) {
  const storage = new TabStorage();
  writeSession(token, owner, storage);
  stopListening.push(
    listenToOtherTabs({
      currentSession: () => readSession(storage),
      onSignedOut: handlers.onSignedOut ?? (() => clearSession(undefined, storage)),
      onExpired: handlers.onExpired ?? (() => {}),
    }),
  );
  return storage;
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: owner }));
  restoreRedirect = setSessionExpiredRedirect(redirect);
});
afterEach(() => {
  stopListening.forEach((stop) => stop());
  stopListening = [];
  restoreRedirect();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  redirect.mockReset();
});

describe('the hand-over between tabs', () => {
  it("gives a new tab the signed-in tab's session, kept in the new tab's own storage", async () => {
    openSignedInTab('tok-a');
    const newTab = new TabStorage();

    const handedOver = await askOtherTabs();
    expect(handedOver).toMatchObject({ token: 'tok-a', type: 'admin', username: 'olive' });
    writeSession(handedOver!.token, sessionEntity(handedOver!), newTab);

    expect(readSession(newTab)).toEqual(handedOver);
    expect(newTab.getItem('token')).toBe('tok-a');
  });

  it('answers nothing when no other tab is signed in', async () => {
    stopListening.push(listenToOtherTabs({ currentSession: () => null, onSignedOut: () => {}, onExpired: () => {} }));
    expect(await askOtherTabs(20)).toBeNull();
  });

  it('signs a new tab in through AuthProvider, waiting only while it asks', async () => {
    openSignedInTab('tok-a');
    const { result } = renderHook(useAuth, { wrapper });
    expect(result.current.loading).toBe(true);
    expect(result.current.session).toBeNull();

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.session).toMatchObject({ token: 'tok-a', type: 'admin' });
    expect(sessionStorage.getItem('token')).toBe('tok-a');
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('decides there is no session when no tab answers', async () => {
    const { result } = renderHook(useAuth, { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.session).toBeNull();
  });

  it('does not take a session back into a tab that was just signed out', async () => {
    openSignedInTab('tok-a');
    clearSession('Session expired, please log in again.');
    const { result } = renderHook(useAuth, { wrapper });
    expect(result.current.loading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.session).toBeNull();
  });

  it('signs the other tabs out on logout', async () => {
    const otherTab = openSignedInTab('tok-a');
    writeSession('tok-a', owner);
    const { result } = renderHook(useAuth, { wrapper });

    await act(() => result.current.logout());

    await waitFor(() => expect(readSession(otherTab)).toBeNull());
  });

  it("signs this tab out when another tab logs out", async () => {
    writeSession('tok-a', owner);
    const { result } = renderHook(useAuth, { wrapper });
    expect(result.current.session).not.toBeNull();

    tellOtherTabs({ kind: 'signed-out' });

    await waitFor(() => expect(result.current.session).toBeNull());
    expect(readSession()).toBeNull();
  });

  it('tells the tabs sharing an expired token, and only those', async () => {
    const sharing = vi.fn();
    const signedInElsewhere = vi.fn();
    openSignedInTab('tok-a', { onExpired: sharing });
    openSignedInTab('tok-b', { onExpired: signedInElsewhere });
    writeSession('tok-a', owner);

    onSessionExpired();

    await waitFor(() => expect(sharing).toHaveBeenCalledOnce());
    expect(signedInElsewhere).not.toHaveBeenCalled();
  });
});
