import { businessCurrencies } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { toMinorUnits } from './minor-units.ts';

describe('toMinorUnits', () => {
  it('turns exact decimals into whole cents without floating point', () => {
    expect(toMinorUnits('385.00', 'INR')).toBe(38500);
    expect(toMinorUnits('0.10', 'AUD')).toBe(10);
    expect(toMinorUnits('1.1', 'usd')).toBe(110);
    // 4.35 * 100 is 434.99999999999994 in floating point.
    expect(toMinorUnits('4.35', 'EUR')).toBe(435);
    expect(toMinorUnits('999999999999.99', 'GBP')).toBe(99999999999999);
  });

  it('knows every currency the business may work in', () => {
    for (const currency of businessCurrencies) expect(toMinorUnits('12.34', currency)).toBe(1234);
  });

  it('refuses what cannot be charged', () => {
    expect(() => toMinorUnits('-1.00', 'INR')).toThrow('negative');
    expect(() => toMinorUnits('1.00', 'XYZ')).toThrow('XYZ');
  });
});
