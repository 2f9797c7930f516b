/**
 * The parts of the auth contract the browser needs on its first screens, free of zod so the
 * login page ships without the schema library (the web's /login bundle budget).
 */

/** Account kinds (the spec's `type`). */
export const accountTypes = ['admin', 'user', 'client', 'company'] as const;

/** The one password rule: every new password, whoever sets it, has at least this many characters. */
export const passwordMinLength = 8;

/** Messages the web app reacts to; keep the words exact. */
export const authMessages = {
  invalidToken: 'Invalid token.',
  tokenExpired: 'Token expired.',
  invalidCredentials: 'Invalid email or password.',
  clientsOnly:
    'This login is for clients only. Please use the admin login if you are an administrator.',
  adminsOnly: 'This login is for administrators only. Please use the client login portal.',
  tooManyAttempts: 'Too many failed login attempts. Please wait a few minutes and try again.',
  /** The answer to every reset request, whether or not an account uses the address. */
  resetRequested: 'If an account uses that e-mail address, we have sent it a link to set a new password. The link works once, within one hour.',
  tooManyResetRequests: 'Too many password reset requests. Please wait a few minutes and try again.',
  linkInvalid: 'token: this link is not valid. Ask for a new one.',
  linkUsed: 'token: this link has already been used. Ask for a new one if you need to set your password again.',
  linkExpired: 'token: this link has expired. Ask for a new one.',
} as const;

/** Which portal an account kind belongs to. */
export const isClientType = (type: (typeof accountTypes)[number]) => type === 'client' || type === 'company';

/** zod's default e-mail pattern, shared so the login form checks exactly what the server checks. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
