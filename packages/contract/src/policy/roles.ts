import type { accountTypes } from '../auth-messages.ts';

type AccountType = (typeof accountTypes)[number];

/** The four kinds of people the portal serves; every account is exactly one of them. */
export type ActorRole = 'owner' | 'staff' | 'editor' | 'client';

/** What a role is read from: the account type, and the role name a staff account holds. */
export interface Principal {
  type: AccountType;
  roleName: string;
}

/**
 * Owners are admin accounts; clients are company logins and their contacts; editors are staff
 * accounts holding the editor role (named in any case). Only a staff account can be an editor:
 * an admin or a client account is never one, whatever its role name says.
 */
export function actorRole(principal: Principal): ActorRole {
  if (principal.type === 'admin') return 'owner';
  if (principal.type === 'client' || principal.type === 'company') return 'client';
  return principal.roleName.toLowerCase() === 'editor' ? 'editor' : 'staff';
}

export const isEditor = (principal: Principal) => actorRole(principal) === 'editor';
export const isClient = (principal: Principal) => actorRole(principal) === 'client';
