import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@portal/contract';
import { fetchCurrentEntity, loginRequest, revokeToken, type LoginPortal } from '@/lib/auth-api';
import { clearSession, readSession, writeSession, type Session } from '@/lib/session';

export type { LoginPortal } from '@/lib/auth-api';

export interface AuthContextValue {
  session: Session | null;
  /** True until the stored session has been read. */
  loading: boolean;
  login(portal: LoginPortal, input: LoginInput): Promise<Session>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // sessionStorage is synchronous, so the stored session is read before the first render.
  const [session, setSession] = useState<Session | null>(() => readSession());

  // A stored token may have expired or been revoked since: check it once, in the background.
  // A refusal ends the session through the api-client; a success refreshes name and role.
  useEffect(() => {
    const token = readSession()?.token;
    if (!token) return;
    const controller = new AbortController();
    fetchCurrentEntity(controller.signal)
      .then((entity) => {
        if (readSession()?.token !== token) return; // Signed out or in again meanwhile.
        writeSession(token, entity);
        setSession(readSession());
      })
      .catch(() => {}); // Offline or a server hiccup: keep working with what is stored.
    return () => controller.abort();
  }, []);

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
    if (token) await revokeToken(token);
  }, []);

  const value = useMemo(() => ({ session, loading: false, login, logout }), [session, login, logout]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
