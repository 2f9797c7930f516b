import { describe, expect, it } from 'vitest';
import { statusTone } from './status-tone';

describe('statusTone', () => {
  it.each([
    ['completed', 'green'],
    ['Completed', 'green'],
    ['paid', 'green'],
    ['PAID', 'green'],
    ['in progress', 'blue'],
    ['In-Progress', 'blue'],
    ['in_progress', 'blue'],
    ['active', 'blue'],
    ['pending', 'yellow'],
    ['Pending', 'yellow'],
    ['cancelled', 'red'],
    ['on hold', 'red'],
    ['On-Hold', 'red'],
    ['on_hold', 'red'],
    ['not_paid', 'grey'],
    ['Not Paid', 'grey'],
    ['review', 'grey'],
    ['', 'grey'],
  ] as const)('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('treats a missing status as grey', () => {
    expect(statusTone(null)).toBe('grey');
    expect(statusTone(undefined)).toBe('grey');
  });
});
