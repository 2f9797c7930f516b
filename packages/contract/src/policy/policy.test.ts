import { describe, expect, it } from 'vitest';
import { actorRole, clientFileTier, clientSeesFiles, isClient, isEditor } from './index.ts';

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
