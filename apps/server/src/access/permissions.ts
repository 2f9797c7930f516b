import { AppError } from '../errors.ts';
import { can, canManageAccount, type Permission } from '@portal/contract';
import type { Actor } from './actor.ts';

/** The permission table lives in the contract, read by the web app too; the API enforces it here. */
export { can, canManageAccount, type Permission, permissions } from '@portal/contract';

/** Throws 403 when the role may not take the action at all. */
export function requireAccess(actor: Actor, permission: Permission, refusal = 'You do not have permission to perform this action.'): void {
  if (!can(actor, permission)) {
    throw new AppError('FORBIDDEN', refusal);
  }
}

/** Throws 403 unless the actor may add, change or delete an account holding this role (the policy's rule). */
export function requireAccountAccess(actor: Actor, roleName: string): void {
  if (!canManageAccount(actor, roleName)) {
    throw new AppError('FORBIDDEN', 'Only the owner can add, change or delete staff, editor or admin accounts, or grant those roles.');
  }
}
