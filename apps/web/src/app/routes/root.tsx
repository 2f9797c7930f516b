import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { rootRedirect } from '../guards';

/** `/` only sends people where they belong (spec 'Root redirect'). */
export default function RootRedirectPage() {
  const { session, loading } = useAuth();
  if (loading) {
    return (
      <p role="status" className="flex min-h-svh items-center justify-center text-sm text-muted-foreground">
        Loading...
      </p>
    );
  }
  return <Navigate to={rootRedirect(session)} replace />;
}
