import { userRoles, type UserRole } from '@portal/contract';
import { can, canManageAccount, type Principal } from '@portal/contract/policy';

/**
 * The roles whose accounts the signed-in account may add, change or grant, by the policy the server
 * enforces: the owner every role, staff client persons only. The screens use it only to hide what it would refuse.
 */
export const manageableRoles = (session: Principal | null): readonly UserRole[] => {
  const roles = session ? userRoles.filter((role) => canManageAccount(session, role)) : [];
  return roles.length > 0 ? roles : ['customer'];
};

export const mayManageAccount = (session: Principal | null, roleName: string) => session !== null && canManageAccount(session, roleName);

/** The role the Add User form starts with: a staff account for the owner, a client person for staff. */
export const newAccountRole = (session: Principal | null): UserRole => (session && can(session, 'staff.manage') ? 'user' : 'customer');
