import { Link, Navigate, useSearchParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { LoginScreen, Redirecting } from '@/features/auth/components/login-screen';
import { useAuth } from '@/lib/auth';
import { withNext } from '@/lib/sign-in-path';
import { loginRedirect } from '../../login-redirect';

/** Admin login (spec 'Admin login'), for staff and editors. */
export default function AdminLoginPage() {
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
      portal="admin"
      title="Admin Portal"
      description="Sign in to manage projects, clients, photos and invoices."
      icon={ShieldCheck}
      submitLabel="Admin Sign In"
      footer={
        <p>
          Are you a client?{' '}
          <Link to={withNext('/login', params.get('next'))} className="font-medium text-foreground underline-offset-4 hover:underline">
            Client login
          </Link>
        </p>
      }
    />
  );
}
