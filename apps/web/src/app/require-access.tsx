import { matchRoutes, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { decideAccess, declaredAccess } from './guards';

/** Shows the screen matched among `screens` only to those its route entry lets in; everyone else is sent on. */
export function RequireAccess({ screens }: { screens: RouteObject[] }) {
  const { session, loading } = useAuth();
  const { pathname, search } = useLocation();
  const access = declaredAccess(matchRoutes(screens, pathname)?.at(-1)?.route.handle);
  if (access === 'public') return <Outlet />;
  if (loading) return <FullPageSpinner />;
  const decision = decideAccess(session, access, pathname, search);
  return decision.kind === 'allow' ? <Outlet /> : <Navigate to={decision.to} replace />;
}
