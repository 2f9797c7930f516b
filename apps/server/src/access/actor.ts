import type { AccountType } from '@portal/contract';

/** The signed-in account a request acts as; it travels first into every service call. */
export interface Actor {
  kind: 'user' | 'company';
  id: number;
  type: AccountType;
  username: string;
  email: string;
  roleId: number;
  roleName: string;
  /** The company whose data a client sees: its own id for a company, the employer for a client person. */
  companyId: number | null;
  tokenId: number;
}

/** The five kinds of decisions section 2. */
export type ActorRole = 'owner' | 'staff' | 'editor' | 'client';

export function actorRole(actor: Pick<Actor, 'type' | 'roleName'>): ActorRole {
  if (actor.type === 'admin') return 'owner';
  if (actor.type === 'client' || actor.type === 'company') return 'client';
  return actor.roleName.toLowerCase() === 'editor' ? 'editor' : 'staff';
}
