import type { PasswordResetConfirmInput, PasswordSetResponse } from '@portal/contract';
import { apiFetch } from '@/lib/api-client';

/** Sets a password with the token of a reset or invitation link; answers which portal to sign in to. */
export const setPassword = (input: PasswordResetConfirmInput) =>
  apiFetch<PasswordSetResponse>('/api/v1/auth/password-reset/confirm/', { method: 'POST', body: input, token: null, handleSessionExpiry: false });
