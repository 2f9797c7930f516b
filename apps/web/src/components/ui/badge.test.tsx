import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './badge';

describe('StatusBadge', () => {
  it('shows the status as given, coloured by its tone', () => {
    render(<StatusBadge status="Active" />);
    expect(screen.getByText('Active')).toHaveAttribute('data-tone', 'blue');
  });

  it('uses the same colours for invoice statuses', () => {
    render(
      <>
        <StatusBadge status="paid" />
        <StatusBadge status="not_paid" />
      </>,
    );
    expect(screen.getByText('paid')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('not_paid')).toHaveAttribute('data-tone', 'grey');
  });
});
