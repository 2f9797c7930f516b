import { authMessages, emailPattern } from '@portal/contract/auth-messages';
import { ApiError } from '@/lib/api-client';

export const loginMessages = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  failed: 'An error occurred during login. Please try again.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
} as const;

export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

/** Spec section 5: both fields required, the email well formed. */
export function validateLogin(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!email) errors.email = loginMessages.emailRequired;
  else if (!emailPattern.test(email)) errors.email = loginMessages.emailInvalid;
  if (!password) errors.password = loginMessages.passwordRequired;
  return errors;
}

/** The words shown for a failed login. */
export function loginErrorMessage(error: unknown, portal: 'client' | 'admin'): string {
  if (!(error instanceof ApiError)) return loginMessages.failed;
  if (error.status === 401) return loginMessages.invalidCredentials;
  // The server words a refusal (wrong portal, too many attempts); a bare status gets the spec's words.
  const fromServer = error.message.startsWith('HTTP error!') ? undefined : error.message;
  if (error.status === 403) return fromServer ?? (portal === 'client' ? authMessages.clientsOnly : authMessages.adminsOnly);
  if (error.status === 429) return fromServer ?? authMessages.tooManyAttempts;
  return loginMessages.failed;
}

/** Where each sign-in page's "Forgot password?" leads; the page sends the person back to the same portal. */
export const forgotPasswordPath = (portal: 'client' | 'admin') => (portal === 'admin' ? '/forgot-password?portal=admin' : '/forgot-password');

/** The sign-in page of a portal. */
export const signInPathOf = (portal: 'client' | 'admin') => (portal === 'admin' ? '/admin/login' : '/login');
