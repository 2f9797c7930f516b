import { describe, expect, it } from 'vitest';
import { cyclePrice, endDateOf } from './subscription-dates.ts';

describe('subscription end dates', () => {
  it('adds a month on the same day', () => {
    expect(endDateOf('2026-11-24', 'monthly')).toBe('2026-12-24');
    expect(endDateOf('2026-12-15', 'monthly')).toBe('2027-01-15');
  });

  it("ends on the month's last day when it has no such day", () => {
    expect(endDateOf('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(endDateOf('2028-01-31', 'monthly')).toBe('2028-02-29');
    expect(endDateOf('2026-03-31', 'monthly')).toBe('2026-04-30');
  });

  it('adds a year, 29 February landing on the 28th', () => {
    expect(endDateOf('2026-11-24', 'yearly')).toBe('2027-11-24');
    expect(endDateOf('2028-02-29', 'yearly')).toBe('2029-02-28');
  });

  it('prices a year as twelve months', () => {
    expect(cyclePrice(2900n, 'monthly')).toBe(2900n);
    expect(cyclePrice(2900n, 'yearly')).toBe(34800n);
  });
});
