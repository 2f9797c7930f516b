import { AppError } from '../errors.ts';
import { type Actor, type ActorRole, actorRole } from './actor.ts';

/**
 * Who may do what (decisions sections 1 and 2): the one place the rules live.
 * Row-level scoping (a client's own company, an editor's assigned projects) is done by the
 * repositories with the actor; this table decides whether the action is open to the role at all.
 */
const permissionTable = {
  'session.read': ['owner', 'staff', 'editor', 'client'],
  'dashboard.read': ['owner', 'staff'],
  'companies.manage': ['owner', 'staff'],
  // Clients read their own company only; the service answers 404 for any other id.
  'companies.read': ['owner', 'staff', 'client'],
  'categories.manage': ['owner', 'staff'],
  'services.manage': ['owner', 'staff'],
  'projects.read': ['owner', 'staff', 'editor', 'client'],
  'projects.manage': ['owner', 'staff'],
  'invoices.read': ['owner', 'staff', 'client'],
  'invoices.manage': ['owner', 'staff'],
  'files.read': ['owner', 'staff', 'editor', 'client'],
  'files.write': ['owner', 'staff', 'editor'],
  'favourites.write': ['client'],
  'users.manage': ['owner', 'staff'],
  'staff.manage': ['owner'],
  'admins.manage': ['owner'],
  'roles.manage': ['owner'],
  'subscriptions.manage': ['owner'],
  'transactions.manage': ['owner'],
  'settings.manage': ['owner'],
} as const satisfies Record<string, readonly ActorRole[]>;

export type Permission = keyof typeof permissionTable;

/** Every permission the table declares, in its order. */
export const permissions = Object.keys(permissionTable) as Permission[];

export function can(actor: Pick<Actor, 'type' | 'roleName'>, permission: Permission): boolean {
  return (permissionTable[permission] as readonly ActorRole[]).includes(actorRole(actor));
}

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
