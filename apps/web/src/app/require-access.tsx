import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { decideAccess, declaredAccess } from './guards';

/** Shows the matched screen only to those its route entry lets in; everyone else is sent on. */
export function RequireAccess() {
  const { session, loading } = useAuth();
  const { pathname, search } = useLocation();
  const access = declaredAccess(useMatches().at(-1)?.handle);
  if (access === 'public') return <Outlet />;
  if (loading) return <FullPageSpinner />;
  const decision = decideAccess(session, access, pathname, search);
  return decision.kind === 'allow' ? <Outlet /> : <Navigate to={decision.to} replace />;
}
