import type { AccountType, ApiKeyScope } from '@portal/contract';

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
  /** The login session (token row) the request signed in with; null for an API key. */
  tokenId: number | null;
  /**
   * Set when an API key signed the request in. A key acts as staff (type `user`, role `user`) under
   * the id of the owner who created it, so what it does is logged as theirs, named after the key.
   */
  apiKey?: { id: number; scope: ApiKeyScope };
}

/** The role kinds and how an account maps to one are the contract's, shared with the web app. */
export { type ActorRole, actorRole } from '@portal/contract';

/**
 * The owner's view, for what the system reads after a change on someone's behalf: the invoice an
 * order issued, the shoot a webhook carries. Never an actor of a request.
 */
export const systemReader: Actor = { kind: 'user', id: 0, type: 'admin', username: 'System', email: '', roleId: 0, roleName: 'admin', companyId: null, tokenId: null };
