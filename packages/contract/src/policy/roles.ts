import type { accountTypes } from '../auth-messages.ts';

type AccountType = (typeof accountTypes)[number];

/** The five kinds of people the portal serves; every account is exactly one of them. */
export type ActorRole = 'owner' | 'staff' | 'editor' | 'photographer' | 'client';

/** What a role is read from: the account type, and the role name a staff account holds. */
export interface Principal {
  type: AccountType;
  roleName: string;
}

/**
 * Owners are admin accounts; clients are company logins and their contacts; editors and
 * photographers are staff accounts holding that role (named in any case). Only a staff account can
 * be an editor or a photographer: an admin or a client account never is, whatever its role name says.
 */
export function actorRole(principal: Principal): ActorRole {
  if (principal.type === 'admin') return 'owner';
  if (principal.type === 'client' || principal.type === 'company') return 'client';
  const role = principal.roleName.toLowerCase();
  if (role === 'editor') return 'editor';
  if (role === 'photographer') return 'photographer';
  return 'staff';
}

export const isEditor = (principal: Principal) => actorRole(principal) === 'editor';
export const isPhotographer = (principal: Principal) => actorRole(principal) === 'photographer';
export const isClient = (principal: Principal) => actorRole(principal) === 'client';
