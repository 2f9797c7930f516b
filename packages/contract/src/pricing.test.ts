import { describe, expect, it } from 'vitest';
import { gstOn, priceServices } from './pricing.ts';

describe('priceServices', () => {
  it('bills one line per service with GST per line, and sums them exactly', () => {
    const priced = priceServices([
      { id: 1, name: 'Photos', price: '350.00', gstRate: '10-percent' },
      { id: 2, name: 'Drone', price: '99.95', gstRate: '10-percent' },
      { id: 3, name: 'Floor plan', price: '0.10', gstRate: 'no-gst', quantity: 3 },
    ]);
    expect(priced.lines.map((line) => [line.description, line.amount, line.gst_amount, line.total])).toEqual([
      ['Photos', '350.00', '35.00', '385.00'],
      ['Drone', '99.95', '10.00', '109.95'],
      ['Floor plan', '0.30', '0.00', '0.30'],
    ]);
    expect(priced).toMatchObject({ baseAmount: '450.25', gstAmount: '45.00', total: '495.25', gstRate: 'mixed' });
  });

  it('keeps the shared rate when every line has it, and adds to the cent where floats would not', () => {
    const priced = priceServices([
      { name: 'A', price: '0.10', gstRate: 'no-gst' },
      { name: 'B', price: '0.20', gstRate: 'no-gst' },
    ]);
    expect(priced).toMatchObject({ baseAmount: '0.30', total: '0.30', gstRate: 'no-gst' });
  });

  it('gives 10% for 10-percent, rounded half up, and nothing for the other rates', () => {
    expect(gstOn('0.05', '10-percent')).toBe('0.01');
    expect(gstOn('0.04', '10-percent')).toBe('0.00');
    expect(gstOn('1000', 'not-capable')).toBe('0.00');
    expect(priceServices([])).toMatchObject({ lines: [], baseAmount: '0.00', total: '0.00' });
  });
});
