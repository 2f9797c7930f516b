import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { decideAccess } from './guards';

/** Shows the matched screen only to those the route table lets in; everyone else is sent on. */
export function RequireAccess() {
  const { session, loading } = useAuth();
  const { pathname, search } = useLocation();
  if (loading) return <FullPageSpinner />;
  const access = decideAccess(session, pathname, search);
  return access.kind === 'allow' ? <Outlet /> : <Navigate to={access.to} replace />;
}
