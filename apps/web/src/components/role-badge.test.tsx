import { render, screen } from '@testing-library/react';
import { roleLabels, roleNames } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { RoleBadge } from './role-badge';

describe('RoleBadge', () => {
  it('shows every role by the one name the contract gives it, never the API value', () => {
    render(
      <>
        {roleNames.map((role) => (
          <RoleBadge key={role} role={role.toUpperCase()} />
        ))}
      </>,
    );
    for (const role of roleNames) expect(screen.getByText(roleLabels[role])).toBeInTheDocument();
    expect(screen.queryByText(/^(admin|user|customer|client)$/i)).toBeNull();
  });
});
