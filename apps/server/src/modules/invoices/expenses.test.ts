import { describe, expect, it } from 'vitest';
import { parseExpenses } from './expenses.ts';

describe('parseExpenses', () => {
  it('reads a trailing number as the amount and keeps the rest as the description', () => {
    expect(parseExpenses(['Drone permit 1500', 'Fuel', '  ', 'Parking ₹1,250.5', 'Tolls 3.999', 'Lunch Rs. 200'])).toEqual([
      { description: 'Drone permit', amount: '1500.00' },
      { description: 'Fuel', amount: '0.00' },
      { description: 'Parking', amount: '1250.50' },
      { description: 'Tolls', amount: '4.00' },
      { description: 'Lunch', amount: '200.00' },
    ]);
  });

  it('keeps structured entries, normalising the amount', () => {
    expect(parseExpenses([{ description: 'Travel', amount: '99.9' }])).toEqual([{ description: 'Travel', amount: '99.90' }]);
  });

  it('keeps a lone number as its own description and does not split words ending in digits', () => {
    expect(parseExpenses(['450', 'Room101'])).toEqual([
      { description: '450', amount: '450.00' },
      { description: 'Room101', amount: '0.00' },
    ]);
  });

  it('refuses an amount beyond the numeric range, naming the entry', () => {
    expect(() => parseExpenses(['ok 1', 'Huge 1234567890123'])).toThrow('expense.1: the amount is too large');
  });

  it('keeps the currency word or mark out of the description, and needs white space before the amount', () => {
    expect(parseExpenses(['Fuel $ 20', 'Fuel$ 20', 'Fuel 20 30', 'Tolls 3.', '$5', 'Print INR 1,000', 'x rs.7'])).toEqual([
      { description: 'Fuel', amount: '20.00' },
      { description: 'Fuel$', amount: '20.00' },
      { description: 'Fuel 20', amount: '30.00' },
      { description: 'Tolls 3.', amount: '0.00' },
      { description: '$5', amount: '5.00' },
      { description: 'Print', amount: '1000.00' },
      { description: 'x', amount: '7.00' },
    ]);
  });

  // A backtracking pattern takes minutes to hours on these (a long run of spaces before a non-amount
  // is cubic for it); the parse reads each character a bounded number of times.
  it('parses 100 kB of digits, spaces, dots and commas in one pass', () => {
    const spaces = ' '.repeat(100_000);
    const parsed = parseExpenses([
      `1${spaces}x`,
      `Fuel${spaces}12`,
      `${'1 '.repeat(50_000)}7`,
      '1.'.repeat(50_000),
      `${'1,'.repeat(50_000)}x`,
      '9 . 9,'.repeat(20_000),
    ]);
    expect(parsed.map((entry) => entry.amount)).toEqual(['0.00', '12.00', '7.00', '0.00', '0.00', '9.00']);
    expect(parsed[0]!.description).toBe(`1${spaces}x`);
    expect(parsed[1]!.description).toBe('Fuel');
    expect(parsed[2]!.description).toBe('1 '.repeat(50_000).trim());
  });
});
