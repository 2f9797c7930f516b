import { describe, expect, it } from 'vitest';
import { actorRole, can, canManageAccount, clientFileTier, clientSeesFiles, isClient, isEditor, isPhotographer } from './index.ts';

describe('the editor rule', () => {
  it('makes a staff account holding the editor role an editor, in any case', () => {
    expect(isEditor({ type: 'user', roleName: 'editor' })).toBe(true);
    expect(isEditor({ type: 'user', roleName: 'Editor' })).toBe(true);
    expect(isEditor({ type: 'user', roleName: 'user' })).toBe(false);
  });

  it('never makes an admin or a client account an editor, whatever its role name', () => {
    expect(actorRole({ type: 'admin', roleName: 'editor' })).toBe('owner');
    expect(actorRole({ type: 'company', roleName: 'editor' })).toBe('client');
    expect(actorRole({ type: 'client', roleName: 'EDITOR' })).toBe('client');
    expect(isClient({ type: 'client', roleName: 'editor' })).toBe(true);
  });
});

describe('the photographer rule', () => {
  it('makes a staff account holding the photographer role a photographer, never an editor, admin or client', () => {
    expect(isPhotographer({ type: 'user', roleName: 'Photographer' })).toBe(true);
    expect(isEditor({ type: 'user', roleName: 'photographer' })).toBe(false);
    expect(actorRole({ type: 'admin', roleName: 'photographer' })).toBe('owner');
    expect(actorRole({ type: 'client', roleName: 'photographer' })).toBe('client');
  });

  it('gives photographers their shoots, their files and the calendar, never billing or scheduling; the owner manages them', () => {
    const photographer = { type: 'user', roleName: 'photographer' } as const;
    for (const permission of ['projects.read', 'files.read', 'files.write', 'calendar.read'] as const) expect(can(photographer, permission), permission).toBe(true);
    for (const permission of ['projects.manage', 'invoices.read', 'schedule.manage', 'orders.place', 'orders.cancel', 'companies.read'] as const) expect(can(photographer, permission), permission).toBe(false);
    expect(canManageAccount({ type: 'admin', roleName: 'admin' }, 'photographer')).toBe(true);
    expect(canManageAccount({ type: 'user', roleName: 'user' }, 'photographer')).toBe(false);
  });

  it('lets clients book and cancel, staff schedule and cancel, and editors neither', () => {
    const editor = { type: 'user', roleName: 'editor' } as const;
    expect([can({ type: 'company', roleName: 'client' }, 'orders.place'), can({ type: 'user', roleName: 'user' }, 'orders.place')]).toEqual([true, false]);
    expect([can({ type: 'user', roleName: 'user' }, 'schedule.manage'), can(editor, 'schedule.manage'), can(editor, 'calendar.read'), can(editor, 'orders.cancel')]).toEqual([true, false, false, false]);
  });
});

describe('client file tiers', () => {
  it('shows a client nothing before the shoot is completed, paid or not', () => {
    for (const status of ['pending', 'in progress', 'review', 'on hold', 'cancelled']) {
      expect(clientFileTier({ status, invoicePaid: false })).toBe('none');
      expect(clientFileTier({ status, invoicePaid: true })).toBe('none');
      expect(clientSeesFiles({ status })).toBe(false);
    }
  });

  it('gives proofs once completed and everything once the invoice is paid too', () => {
    expect(clientFileTier({ status: 'completed', invoicePaid: false })).toBe('proofs');
    expect(clientFileTier({ status: 'completed', invoicePaid: true })).toBe('all');
    expect(clientSeesFiles({ status: 'completed' })).toBe(true);
  });
});
