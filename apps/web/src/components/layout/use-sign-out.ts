import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';

/** Logs out, then sends the person to the login page of their own portal. */
export function useSignOut(): () => Promise<void> {
  const { session, logout } = useAuth();
  const navigate = useNavigate();
  const isClient = session?.type === 'client' || session?.type === 'company';

  return useCallback(async () => {
    try {
      await logout();
    } finally {
      // Even if revoking the token fails, the local session is gone; leave the protected screen.
      navigate(isClient ? '/login' : '/admin/login', { replace: true });
    }
  }, [logout, navigate, isClient]);
}
