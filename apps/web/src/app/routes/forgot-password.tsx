import { Link, useSearchParams } from 'react-router';
import { KeyRound } from 'lucide-react';
import { AuthCard } from '@/features/auth/components/login-screen';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { signInPathOf } from '@/features/auth/login-messages';

/** "Forgot password?" from either sign-in page; `?portal=admin` leads back to the admin sign-in. */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const portal = params.get('portal') === 'admin' ? 'admin' : 'client';
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail address you sign in with. We will e-mail you a link to choose a new password."
      icon={KeyRound}
      footer={
        <p>
          Remembered it?{' '}
          <Link to={signInPathOf(portal)} className="font-medium text-foreground underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
