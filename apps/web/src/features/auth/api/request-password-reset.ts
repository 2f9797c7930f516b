import type { MessageResponse, PasswordResetRequestInput } from '@portal/contract';
import { apiFetch } from '@/lib/api-client';

/** "Forgot password?": answers the same whether or not an account uses the address. */
export const requestPasswordReset = (input: PasswordResetRequestInput) =>
  apiFetch<MessageResponse>('/api/v1/auth/password-reset/', { method: 'POST', body: input, token: null, handleSessionExpiry: false });
