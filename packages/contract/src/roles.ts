import { z } from 'zod';
import { roleName } from './auth.ts';

/** Someone who holds a role: a person account, or a client company signing in as itself. */
export const roleHolder = z.object({
  id: z.number().int(),
  kind: z.enum(['user', 'company']),
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
});
export type RoleHolder = z.infer<typeof roleHolder>;

/** One role as the Roles screen shows it: what it may do, in words, read off the server's access rules, and who holds it. */
export const roleSummary = z.object({
  role: roleName,
  name: z.string(),
  permissions: z.array(z.object({ permission: z.string(), description: z.string() })),
  holders: z.array(roleHolder),
});
export type RoleSummary = z.infer<typeof roleSummary>;
