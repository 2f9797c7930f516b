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
});
