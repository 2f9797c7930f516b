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

/** The role kinds and how an account maps to one are the contract's, shared with the web app. */
export { type ActorRole, actorRole } from '@portal/contract';
