import { describe, expect, it } from 'vitest';
import { roleLabel, roleLabels, roleNames } from './index.ts';

describe('role names', () => {
  it('give every role_name the API uses one name people read', () => {
    expect(roleNames.map((role) => roleLabels[role])).toEqual(['Owner', 'Staff', 'Editor', 'Photographer', 'Client company', 'Client contact']);
  });

  it('read a role_name whatever its case, and keep an unknown one as it is, capitalised', () => {
    expect(roleLabel('Customer')).toBe('Client contact');
    expect(roleLabel('admin')).toBe('Owner');
    expect(roleLabel('photographer')).toBe('Photographer');
    expect(roleLabel('')).toBe('Unknown');
  });
});
