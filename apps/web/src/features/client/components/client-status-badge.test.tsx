import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProject } from '@/test/project-fixtures';
import { ClientStatusBadge } from './client-status-badge';

const scheduled = makeProject({
  projectStatus: 'pending',
  order_stage: 'scheduled',
  scheduled_start: '2099-03-01T23:00:00.000Z',
  scheduled_end: '2099-03-02T01:00:00.000Z',
  photographer: { first_name: 'Priya' },
});

describe("a shoot's status for its client", () => {
  it('adds the booked time on the business clock and the first name on My Projects', () => {
    render(<ClientStatusBadge project={scheduled} timeZone="Australia/Sydney" />);
    expect(screen.getByLabelText('Status: Shoot scheduled — not yet photographed · Mon 02-03-2099, 10:00 · Priya')).toHaveAttribute('data-stage', 'scheduled');
  });

  it('says only the stage without a time zone, and gives no time to a stage that has none', () => {
    const { unmount } = render(<ClientStatusBadge project={scheduled} />);
    expect(screen.getByLabelText('Status: Shoot scheduled — not yet photographed')).toBeInTheDocument();
    unmount();
    render(<ClientStatusBadge project={{ ...scheduled, projectStatus: 'in progress' }} timeZone="Australia/Sydney" />);
    expect(screen.getByLabelText('Status: Your photos are being edited')).toHaveAttribute('data-stage', 'editing');
  });
});
