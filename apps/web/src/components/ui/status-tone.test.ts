import { describe, expect, it } from 'vitest';
import { statusTone } from './status-tone';

describe('statusTone', () => {
  it.each([
    ['paid', 'green'],
    ['PAID', 'green'],
    ['Paid', 'green'],
    ['active', 'blue'],
    ['Active', 'blue'],
    ['cancelled', 'red'],
    ['Cancelled', 'red'],
    ['expired', 'grey'],
    ['not_paid', 'grey'],
    ['Not Paid', 'grey'],
    ['', 'grey'],
  ] as const)('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('treats a missing status as grey', () => {
    expect(statusTone(null)).toBe('grey');
    expect(statusTone(undefined)).toBe('grey');
  });
});
