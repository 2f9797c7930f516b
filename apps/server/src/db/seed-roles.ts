import { roles } from './schema/index.ts';
import type { Db } from './client.ts';

/** The role rows every installation has; idempotent. */
export const builtInRoles = [
  { name: 'admin', description: 'Owner: everything, settings and staff accounts included' },
  { name: 'user', description: 'Staff: companies, projects, services, invoices, files, client accounts' },
  { name: 'editor', description: 'Editor: assigned, not completed projects and their files' },
  { name: 'photographer', description: 'Photographer: their own calendar and shoots, uploads until completion' },
  { name: 'client', description: 'Client company: the client portal for its own company' },
  { name: 'customer', description: 'Client person: the client portal for their company' },
] as const;

export type BuiltInRole = (typeof builtInRoles)[number]['name'];

export async function seedRoles(db: Db) {
  await db.insert(roles).values([...builtInRoles]).onConflictDoNothing({ target: roles.name });
}
