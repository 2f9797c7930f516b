import { describe, expect, it } from 'vitest';
import { framed } from './framed.ts';

describe('framed', () => {
  it('puts the notes between two rules as wide as the longest line, with single blank lines between groups', () => {
    const text = framed(['', '  First admin', '  password: x', '', '', '  Demo logins', '']);
    expect(text.split('\n')).toEqual(['', '='.repeat(15), '  First admin', '  password: x', '', '  Demo logins', '='.repeat(15), '']);
  });

  it('is empty when there is nothing to say', () => {
    expect(framed([])).toBe('');
    expect(framed(['', ''])).toBe('');
  });
});
