import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyCompact } from './money.ts';

describe('formatMoney', () => {
  it('writes the currency it is given, with the locale grouping (Indian by default)', () => {
    expect(formatMoney(123456.5, 'INR')).toBe('₹1,23,456.50');
    expect(formatMoney('12345678', 'INR')).toBe('₹1,23,45,678.00');
    expect(formatMoney('1234.5', 'AUD')).toBe('A$1,234.50');
    expect(formatMoney('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'AUD', 'en-AU')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'EUR', 'en-GB')).toBe('€1,234.50');
  });

  it('keeps every digit of a large decimal string', () => {
    expect(formatMoney('12345678901234567.89', 'USD', 'en-US')).toBe('$12,345,678,901,234,567.89');
    expect(formatMoney('100000000000.05', 'INR')).toBe('₹1,00,00,00,00,000.05');
  });

  it('accepts decimal strings with surrounding spaces and negatives', () => {
    expect(formatMoney(' 99.9 ', 'INR')).toBe('₹99.90');
    expect(formatMoney('-5.25', 'INR')).toBe('-₹5.25');
  });

  it('writes chart figures short, in the same currency', () => {
    expect(formatMoneyCompact(123456, 'INR')).toBe('₹1.2L');
    expect(formatMoneyCompact(12000, 'AUD', 'en-AU')).toBe('$12K');
  });

  it('shows zero for missing or unreadable amounts', () => {
    expect(formatMoney(null, 'INR')).toBe('₹0.00');
    expect(formatMoney(undefined, 'USD', 'en-US')).toBe('$0.00');
    expect(formatMoney(Number.NaN, 'INR')).toBe('₹0.00');
    expect(formatMoney('abc', 'INR')).toBe('₹0.00');
  });
});
