import type { PasswordResetConfirmInput } from '@portal/contract';
import { callApi } from '@/lib/api-call';

/** Sets a password with the token of a reset or invitation link; answers which portal to sign in to. */
export const setPassword = (input: PasswordResetConfirmInput) =>
  callApi('setPassword', { body: input }, { token: null, handleSessionExpiry: false });
