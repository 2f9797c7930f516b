import { Link, Navigate, useSearchParams } from 'react-router';
import { Images } from 'lucide-react';
import { LoginScreen, Redirecting } from '@/features/auth/components/login-screen';
import { useAuth } from '@/lib/auth';
import { withNext } from '@/lib/sign-in-path';
import { loginRedirect } from '../login-redirect';

/** Client login (spec 'Client login'). */
export default function LoginPage() {
  const { session } = useAuth();
  const [params] = useSearchParams();
  const redirectTo = loginRedirect(session, params.get('next'));
  if (redirectTo) {
    return (
      <>
        <Redirecting />
        <Navigate to={redirectTo} replace />
      </>
    );
  }

  return (
    <LoginScreen
      portal="client"
      title="Client Portal"
      description="Sign in to view your photo sessions and download your images."
      icon={Images}
      submitLabel="Sign In"
      footer={
        <>
          <p>Don't have an account? Contact your photographer to get access.</p>
          <p>
            Are you an administrator?{' '}
            <Link to={withNext('/admin/login', params.get('next'))} className="font-medium text-foreground underline-offset-4 hover:underline">
              Admin login
            </Link>
          </p>
        </>
      }
    />
  );
}
