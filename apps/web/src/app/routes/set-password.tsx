import { SetPasswordScreen } from '@/features/auth/components/set-password-screen';

/** The invitation e-mail's link: `/set-password?token=…`. */
export default function SetPasswordPage() {
  return <SetPasswordScreen purpose="invite" />;
}
