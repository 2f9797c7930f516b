import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { signInPathFor } from '@/lib/sign-in-path';

/** Logs out, then sends the person to the login page of their own portal. */
export function useSignOut(): () => Promise<void> {
  const { session, logout } = useAuth();
  const navigate = useNavigate();
  const signInPath = signInPathFor(session?.type);

  return useCallback(async () => {
    try {
      await logout();
    } finally {
      // Even if revoking the token fails, the local session is gone; leave the protected screen.
      navigate(signInPath, { replace: true });
    }
  }, [logout, navigate, signInPath]);
}
