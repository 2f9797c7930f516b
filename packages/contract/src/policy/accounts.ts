import { can, type Permission } from './permissions.ts';
import type { Principal } from './roles.ts';

/**
 * Managing a person account takes the permission of its role, both the role it has and the one it
 * gets: staff manage client persons only; staff, editor, photographer and admin accounts (and any
 * role not named here) are the owner's.
 */
const accountPermissionByRole: Record<string, Permission> = {
  admin: 'admins.manage',
  user: 'staff.manage',
  editor: 'staff.manage',
  photographer: 'staff.manage',
  customer: 'users.manage',
};

/** Whether the principal may add, change or delete an account holding this role, or grant it. */
export function canManageAccount(principal: Principal, roleName: string): boolean {
  return can(principal, 'users.manage') && can(principal, accountPermissionByRole[roleName.toLowerCase()] ?? 'admins.manage');
}
