import { describe, expect, it } from 'vitest';
import { validateService } from './service-form';

const filled = { serviceName: 'Twilight shoot', price: '350', gstRate: '10-percent', description: 'Dusk exteriors', duration_minutes: '60', is_addon: 'false', is_active: 'true' };
const problems = (errors: object) => Object.fromEntries(Object.entries(errors).filter(([, message]) => message));

describe('validateService', () => {
  it('accepts what the API accepts', () => {
    expect(problems(validateService(filled))).toEqual({});
  });

  it("checks the price by the contract's money rule", () => {
    for (const price of ['-1', '12.345', '1e3', '1234567890123']) {
      expect(validateService({ ...filled, price }).price, price).toBe('Price must be a number of 0 or more, with at most 2 decimals');
    }
  });

  it("checks lengths by the contract's limits", () => {
    expect(validateService({ ...filled, description: 'x'.repeat(5001) }).description).toBe('Description must be at most 5000 characters');
  });
});
