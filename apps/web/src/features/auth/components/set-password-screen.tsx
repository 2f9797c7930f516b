import { Link, useSearchParams } from 'react-router';
import { CircleAlert, KeyRound, UserRoundCheck } from 'lucide-react';
import { AuthCard } from './login-screen';
import { SetPasswordForm } from './set-password-form';

const wording = {
  reset: {
    title: 'Choose a new password',
    description: 'Setting a new password signs you out everywhere, then you sign in with it.',
    icon: KeyRound,
  },
  invite: {
    title: 'Set your password',
    description: 'Welcome! Choose the password you will sign in with, together with your e-mail address.',
    icon: UserRoundCheck,
  },
} as const;

/** The page an e-mailed link opens: a reset link (`/reset-password`) or an invitation (`/set-password`). */
export function SetPasswordScreen({ purpose }: { purpose: 'reset' | 'invite' }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { title, description, icon } = wording[purpose];
  const forgotPath = '/forgot-password';
  return (
    <AuthCard
      title={title}
      description={description}
      icon={icon}
      footer={
        <>
          <p>Already have a password?</p>
          <p className="flex flex-wrap justify-center gap-x-4 gap-y-1">
            <Link to="/login" className="font-medium text-foreground underline-offset-4 hover:underline">
              Client login
            </Link>
            <Link to="/admin/login" className="font-medium text-foreground underline-offset-4 hover:underline">
              Admin login
            </Link>
          </p>
        </>
      }
    >
      {token ? (
        <SetPasswordForm token={token} forgotPath={forgotPath} />
      ) : (
        <div role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            This link is incomplete. Open it from your e-mail again, or{' '}
            <Link to={forgotPath} className="font-medium underline underline-offset-4">
              ask for a new one
            </Link>
            .
          </span>
        </div>
      )}
    </AuthCard>
  );
}
