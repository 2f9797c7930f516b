import { z } from 'zod';
import { accountTypes } from './auth-messages.ts';
import { roleNames } from './labels.ts';
import { emailAddress } from './list.ts';

export { accountTypes, authMessages, emailPattern, isClientType, passwordMinLength } from './auth-messages.ts';

/** Account kinds (the spec's `type`). */
export const accountType = z.enum(accountTypes);
export type AccountType = z.infer<typeof accountType>;

export const roleName = z.enum(roleNames);

export const loginInput = z.object({
  email: emailAddress(),
  password: z.string().min(1, { error: 'password is required' }).max(1024),
});
export type LoginInput = z.infer<typeof loginInput>;

export const sessionEntity = z.object({
  id: z.number().int(),
  type: accountType,
  username: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
});
export type SessionEntity = z.infer<typeof sessionEntity>;

export const loginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  entity: sessionEntity,
});
export type LoginResponse = z.infer<typeof loginResponse>;
