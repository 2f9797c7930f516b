import { SetPasswordScreen } from '@/features/auth/components/set-password-screen';

/** The "forgot password" e-mail's link: `/reset-password?token=…`. */
export default function ResetPasswordPage() {
  return <SetPasswordScreen purpose="reset" />;
}
