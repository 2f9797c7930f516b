import type { RoleHolder } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, roles, users } from '../../db/schema/index.ts';

/** Who holds each role: person accounts by their role's name, client companies as role `client`. */
export function createRolesRepository(db: Db) {
  return {
    async holders(): Promise<Array<RoleHolder & { role: string }>> {
      const [people, firms] = await Promise.all([
        db
          .select({ id: users.id, name: users.username, email: users.email, is_active: users.isActive, role: roles.name })
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .orderBy(asc(users.username), asc(users.id)),
        db.select({ id: companies.id, name: companies.companyName, email: companies.email, is_active: companies.isActive }).from(companies).orderBy(asc(companies.companyName), asc(companies.id)),
      ]);
      return [
        ...people.map((person) => ({ ...person, kind: 'user' as const, role: person.role.toLowerCase() })),
        ...firms.map((firm) => ({ ...firm, kind: 'company' as const, role: 'client' })),
      ];
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
