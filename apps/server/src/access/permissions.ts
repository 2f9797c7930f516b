import { AppError } from '../errors.ts';
import { can, type Permission } from '@portal/contract';
import type { Actor } from './actor.ts';

/** The permission table lives in the contract, read by the web app too; the API enforces it here. */
export { can, type Permission, permissions } from '@portal/contract';

/** Throws 403 when the role may not take the action at all. */
export function requireAccess(actor: Actor, permission: Permission, refusal = 'You do not have permission to perform this action.'): void {
  if (!can(actor, permission)) {
    throw new AppError('FORBIDDEN', refusal);
  }
}

/**
 * Managing a person account takes the permission of its role, both the role it has and the one it
 * gets: staff manage client persons only; staff, editor and admin accounts (and any role not named
 * here) are the owner's.
 */
const accountPermissionByRole: Record<string, Permission> = {
  admin: 'admins.manage',
  user: 'staff.manage',
  editor: 'staff.manage',
  customer: 'users.manage',
};

export function canManageAccount(actor: Pick<Actor, 'type' | 'roleName'>, roleName: string): boolean {
  return can(actor, 'users.manage') && can(actor, accountPermissionByRole[roleName.toLowerCase()] ?? 'admins.manage');
}

/** Throws 403 unless the actor may add, change or delete an account holding this role. */
export function requireAccountAccess(actor: Actor, roleName: string): void {
  if (!canManageAccount(actor, roleName)) {
    throw new AppError('FORBIDDEN', 'Only the owner can add, change or delete staff, editor or admin accounts, or grant those roles.');
  }
}
