import { z } from 'zod';
import { passwordMinLength } from './auth-messages.ts';
import { emailAddress } from './list.ts';

/** Every password someone chooses (accounts, companies, resets, invitations): the one rule. */
export const newPassword = z
  .string({ error: 'password must be text' })
  .min(passwordMinLength, { error: `password must be at least ${passwordMinLength} characters` })
  .max(1024, { error: 'password must be at most 1024 characters' });

/** "Forgot password?": the address to send a reset link to. */
export const passwordResetRequestInput = z.object({
  email: emailAddress(),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

/** A reset or invitation link's token and the password it sets. */
export const passwordResetConfirmInput = z.object({
  token: z.string({ error: 'token must be text' }).min(1, { error: 'token is required' }).max(200, { error: 'token must be at most 200 characters' }),
  password: newPassword,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmInput>;

/** Where the person signs in with the password they set: the client portal or the admin portal. */
export const passwordSetResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ portal: z.enum(['client', 'admin']) }),
});
export type PasswordSetResponse = z.infer<typeof passwordSetResponse>;
