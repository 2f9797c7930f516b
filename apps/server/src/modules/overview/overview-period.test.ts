import { describe, expect, it } from 'vitest';
import { balanceMonths, periodRange } from './overview-period.ts';

const today = new Date('2026-11-24T18:30:00Z');

describe('overview periods', () => {
  it('covers calendar months, quarters and years up to today', () => {
    expect(periodRange('this_month', today)).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(periodRange('last_month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodRange('this_quarter', today)).toEqual({ from: '2026-10-01', to: '2026-11-24' });
    expect(periodRange('this_year', today)).toEqual({ from: '2026-01-01', to: '2026-11-24' });
    expect(periodRange('last_12_months', today)).toEqual({ from: '2025-12-01', to: '2026-11-24' });
  });

  it('runs all time from the first record, or from today when there is none', () => {
    expect(periodRange('all_time', today, '2024-03-09')).toEqual({ from: '2024-03-09', to: '2026-11-24' });
    expect(periodRange('all_time', today)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });

  it('crosses year ends and month lengths', () => {
    const newYear = new Date('2027-01-05T00:00:00Z');
    expect(periodRange('last_month', newYear)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodRange('this_quarter', newYear)).toEqual({ from: '2027-01-01', to: '2027-01-05' });
    expect(periodRange('last_month', new Date('2028-03-10T00:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('charts the twelve months ending with the period', () => {
    expect(balanceMonths('2026-11-24')).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(balanceMonths('2027-01-31')[0]).toBe('2026-02');
  });
});
