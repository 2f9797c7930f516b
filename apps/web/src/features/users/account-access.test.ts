import { describe, expect, it } from 'vitest';
import { manageableRoles, mayManageAccount, newAccountRole } from './account-access';

const owner = { type: 'admin', roleName: 'admin' } as const;
const staff = { type: 'user', roleName: 'user' } as const;

describe('which accounts the screens offer to manage', () => {
  it('follows the policy the server enforces: the owner every role, staff client persons only', () => {
    expect(manageableRoles(owner)).toEqual(['admin', 'user', 'editor', 'photographer', 'customer']);
    expect(manageableRoles(staff)).toEqual(['customer']);
    expect(mayManageAccount(staff, 'Editor')).toBe(false);
    expect(mayManageAccount(staff, 'customer')).toBe(true);
    expect(mayManageAccount(owner, 'editor')).toBe(true);
  });

  it('starts the Add User form on a staff account for the owner, a client person for staff', () => {
    expect(newAccountRole(owner)).toBe('user');
    expect(newAccountRole(staff)).toBe('customer');
  });
});
