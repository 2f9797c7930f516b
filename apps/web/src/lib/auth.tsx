import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@portal/contract';
import { onSessionExpired } from '@/lib/api-client';
import { fetchCurrentEntity, loginRequest, revokeToken, type LoginPortal } from '@/lib/auth-api';
import { clearSession, hasLogoutMessage, readSession, writeSession, type Session } from '@/lib/session';
import { askOtherTabs, listenToOtherTabs, sessionEntity, tellOtherTabs } from '@/lib/session-share';

export type { LoginPortal } from '@/lib/auth-api';

export interface AuthContextValue {
  session: Session | null;
  /** True while a tab without a session asks the browser's other tabs for theirs (a moment at most). */
  loading: boolean;
  login(portal: LoginPortal, input: LoginInput): Promise<Session>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * A stored token may have expired or been revoked since: check it once, in the background.
 * A refusal ends the session through the api-client; a success refreshes name and role.
 */
function checkStoredSession(token: string, signal: AbortSignal, onChecked: () => void) {
  fetchCurrentEntity(signal)
    .then((entity) => {
      if (readSession()?.token !== token) return; // Signed out or in again meanwhile.
      writeSession(token, entity);
      onChecked();
    })
    .catch(() => {}); // Offline or a server hiccup: keep working with what is stored.
}

/** `current` when `next` has the same fields with the same values, else `next`. */
function sameSessionOr(current: Session | null, next: Session | null): Session | null {
  if (!current || !next) return next;
  const fields = Object.keys(next) as Array<keyof Session>;
  return fields.length === Object.keys(current).length && fields.every((field) => current[field] === next[field]) ? current : next;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // sessionStorage is synchronous, so the stored session is read before the first render.
  const [session, setSession] = useState<Session | null>(() => readSession());
  // A tab just signed out (a logout message waits) does not take the session back from another tab.
  const [loading, setLoading] = useState(() => session === null && !hasLogoutMessage());

  useEffect(() => {
    const controller = new AbortController();
    // The same session (the usual answer of the check) keeps its object: every screen reads it, and a
    // new object would render the whole page again while its first screen is still coming in.
    const refresh = () => setSession((current) => sameSessionOr(current, readSession()));
    const stored = readSession();
    if (stored) checkStoredSession(stored.token, controller.signal, refresh);
    else if (loading) {
      void askOtherTabs().then((handedOver) => {
        if (controller.signal.aborted) return;
        if (handedOver && !readSession()) {
          writeSession(handedOver.token, sessionEntity(handedOver));
          refresh();
          checkStoredSession(handedOver.token, controller.signal, refresh);
        }
        setLoading(false);
      });
    }
    return () => controller.abort();
    // Runs once: the hand-over belongs to the tab's first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () =>
      listenToOtherTabs({
        currentSession: () => readSession(),
        onSignedOut: () => {
          const token = readSession()?.token;
          if (!token) return;
          clearSession();
          queryClient.clear();
          setSession(null);
          void revokeToken(token);
        },
        onExpired: onSessionExpired,
      }),
    [queryClient],
  );

  const login = useCallback(
    async (portal: LoginPortal, input: LoginInput) => {
      const { token, entity } = await loginRequest(portal, input);
      clearSession();
      writeSession(token, entity);
      const next = readSession();
      if (!next) throw new Error('The session could not be stored.');
      // Never show one account's cached data to the next.
      queryClient.clear();
      setSession(next);
      return next;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const token = readSession()?.token;
    // Drop the session first so no new request carries the token being revoked.
    clearSession();
    setSession(null);
    tellOtherTabs({ kind: 'signed-out' });
    if (token) await revokeToken(token);
  }, []);

  const value = useMemo(() => ({ session, loading, login, logout }), [session, loading, login, logout]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
