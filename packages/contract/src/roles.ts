import { z } from 'zod';
import { roleName, type RoleName } from './auth.ts';

/** The one set of names people read for the roles, whatever screen shows them; the API's values stay as they are. */
export const roleLabels: Record<RoleName, string> = {
  admin: 'Owner',
  user: 'Staff',
  editor: 'Editor',
  photographer: 'Photographer',
  client: 'Client company',
  customer: 'Client contact',
};

/** The name people read for a role_name; a role this portal does not know keeps its own value, capitalised. */
export function roleLabel(role: string): string {
  const key = role.toLowerCase();
  if (key in roleLabels) return roleLabels[key as RoleName];
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : 'Unknown';
}

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
