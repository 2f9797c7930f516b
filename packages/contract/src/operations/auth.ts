import { loginInput, loginResponse, sessionEntity } from '../auth.ts';
import { dataResponse, messageResponse } from '../envelope.ts';
import { passwordResetConfirmInput, passwordResetRequestInput, passwordSetResponse } from '../passwords.ts';
import { defineSchemas } from './define.ts';
import type { authRoutes } from './routes/auth.ts';

const tag = 'auth';
const loginErrors = [400, 401, 403, 429] as const;

export const authSchemas = defineSchemas<typeof authRoutes>()({
  login: { tag, summary: 'Sign in with any account', body: loginInput, responses: { 200: loginResponse }, errors: loginErrors },
  loginAdmin: { tag, summary: 'Sign in to the admin portal (staff and editors)', body: loginInput, responses: { 200: loginResponse }, errors: loginErrors },
  loginClient: { tag, summary: 'Sign in to the client portal (companies and client persons)', body: loginInput, responses: { 200: loginResponse }, errors: loginErrors },
  logout: { tag, summary: 'Revoke the token of this request (an API key cannot sign out: 400)', responses: { 200: messageResponse }, errors: [400, 401] },
  getCurrentAccount: { tag, summary: 'The signed-in account', responses: { 200: dataResponse(sessionEntity) }, errors: [401] },
  requestPasswordReset: {
    tag,
    summary: 'E-mail a single-use link, valid for one hour, to set a new password (the same answer for any address)',
    body: passwordResetRequestInput,
    responses: { 200: messageResponse },
    errors: [400, 429],
  },
  setPassword: {
    tag,
    summary: "Set the password with a reset or invitation link's token; ends the account's sessions",
    body: passwordResetConfirmInput,
    responses: { 200: passwordSetResponse },
    errors: [400],
  },
});
