import { describe, expect, it } from 'vitest';
import { actorRole } from './actor.ts';
import { can, canManageAccount } from './permissions.ts';

const owner = { type: 'admin', roleName: 'admin' } as const;
const staff = { type: 'user', roleName: 'user' } as const;
const editor = { type: 'user', roleName: 'Editor' } as const;
const company = { type: 'company', roleName: 'client' } as const;
const person = { type: 'client', roleName: 'customer' } as const;

describe('actorRole', () => {
  it('maps the five account kinds', () => {
    expect([owner, staff, editor, company, person].map(actorRole)).toEqual(['owner', 'staff', 'editor', 'client', 'client']);
  });
});

describe('permission table', () => {
  it('keeps clients out of uploads, management and staff screens', () => {
    for (const client of [company, person]) {
      expect(can(client, 'files.write')).toBe(false);
      expect(can(client, 'projects.manage')).toBe(false);
      expect(can(client, 'dashboard.read')).toBe(false);
      expect(can(client, 'favourites.write')).toBe(true);
    }
  });

  it('lets editors work on files but not manage the business', () => {
    expect(can(editor, 'files.write')).toBe(true);
    expect(can(editor, 'invoices.read')).toBe(false);
    expect(can(editor, 'companies.manage')).toBe(false);
  });

  it('keeps settings, roles, subscriptions and the ledger to the owner', () => {
    for (const permission of ['settings.manage', 'roles.manage', 'subscriptions.manage', 'transactions.manage', 'staff.manage'] as const) {
      expect(can(owner, permission)).toBe(true);
      expect(can(staff, permission)).toBe(false);
    }
  });
});

describe('canManageAccount', () => {
  it('lets staff manage client persons only and the owner every account', () => {
    for (const role of ['customer', 'user', 'editor', 'admin', 'Editor', 'someday-role']) {
      expect(canManageAccount(owner, role), role).toBe(true);
      expect(canManageAccount(staff, role), role).toBe(role === 'customer');
      expect(canManageAccount(editor, role), role).toBe(false);
      expect(canManageAccount(person, role), role).toBe(false);
    }
  });
});
