import { userRoles, type AccountType, type UserRole } from '@portal/contract';

/**
 * The roles whose accounts the signed-in account may add, change or grant: the owner every role,
 * staff client persons only. The server enforces this; the screens use it only to hide what it would refuse.
 */
export const manageableRoles = (session: { type: AccountType } | null): readonly UserRole[] => (session?.type === 'admin' ? userRoles : ['customer']);

export const mayManageAccount = (session: { type: AccountType } | null, roleName: string) =>
  (manageableRoles(session) as readonly string[]).includes(roleName.toLowerCase());

/** The role the Add User form starts with: a staff account for the owner, a client person for staff. */
export const newAccountRole = (session: { type: AccountType } | null): UserRole => (session?.type === 'admin' ? 'user' : 'customer');
