import { roleLabels, roleNames, type RoleSummary } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import { rolePermissions } from '../../access/role-permissions.ts';
import type { RolesRepository } from './roles.repository.ts';

/** The Roles screen: each role with what it may do (from the access rules) and who holds it. */
export function createRolesService({ roles }: { roles: RolesRepository }) {
  return {
    async list(actor: Actor): Promise<RoleSummary[]> {
      requireAccess(actor, 'roles.manage');
      const holders = await roles.holders();
      return roleNames.map((role) => ({
        role,
        name: roleLabels[role],
        permissions: rolePermissions(role),
        holders: holders.filter((holder) => holder.role === role).map(({ role: _role, ...holder }) => holder),
      }));
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
