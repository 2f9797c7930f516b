import { describe, expect, it } from 'vitest';
import { addMoney, fromCents, gstFor, percentOf, toCents } from './money.ts';

describe('money', () => {
  it('round-trips decimal strings through cents without float error', () => {
    expect(toCents('0.1') + toCents('0.2')).toBe(30n);
    expect(fromCents(toCents('1234567890.99'))).toBe('1234567890.99');
    expect(addMoney('0.10', '0.20', 1)).toBe('1.30');
    expect(fromCents(-5n)).toBe('-0.05');
  });

  it('rounds a third decimal half up and refuses non-numbers', () => {
    expect(toCents('2.345')).toBe(235n);
    expect(toCents('2.344')).toBe(234n);
    expect(() => toCents('12abc')).toThrow();
  });

  it('computes GST per rate', () => {
    expect(gstFor('350.00', '10-percent')).toBe('35.00');
    expect(gstFor('99.95', '10-percent')).toBe('10.00');
    expect(gstFor('350.00', 'no-gst')).toBe('0.00');
    expect(gstFor('350.00', 'not-capable')).toBe('0.00');
    expect(percentOf('0.04', 10)).toBe('0.00');
    expect(percentOf('0.05', 10)).toBe('0.01');
  });
});
