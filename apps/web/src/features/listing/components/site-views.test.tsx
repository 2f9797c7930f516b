import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SiteViews } from './site-links';

const days = (counts: number[]) => counts.map((views, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, views }));
const bars = (container: HTMLElement) => container.querySelectorAll('[aria-hidden] > div');

describe('SiteViews', () => {
  it('says "No views yet" and draws no empty bars for a site nobody has opened', () => {
    const { container } = render(<SiteViews views={{ total: 0, days: days([0, 0, 0]) }} />);
    expect(screen.getByText('No views yet; counted by the portal, no trackers.')).toBeInTheDocument();
    expect(bars(container)).toHaveLength(0);
  });

  it('shows the total, the last 30 days and a bar per day once there are views', () => {
    const { container } = render(<SiteViews views={{ total: 12, days: days([0, 4, 3]) }} />);
    expect(screen.getByText('page views')).toBeInTheDocument();
    expect(screen.getByText('7 views in the last 30 days; counted by the portal, no trackers.')).toBeInTheDocument();
    expect(bars(container)).toHaveLength(3);
  });
});
