import type { PasswordResetRequestInput } from '@portal/contract';
import { callApi } from '@/lib/api-call';

/** "Forgot password?": answers the same whether or not an account uses the address. */
export const requestPasswordReset = (input: PasswordResetRequestInput) =>
  callApi('requestPasswordReset', { body: input }, { token: null, handleSessionExpiry: false });
