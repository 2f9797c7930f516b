import { describe, expect, it } from 'vitest';
import { validateUser, type UserValues } from './user-form';

const filled: UserValues = { username: 'meera', email: 'meera@harbour.example', password: 'harbour-2024', role: 'customer', company_id: '3' };
const problems = (errors: object) => Object.fromEntries(Object.entries(errors).filter(([, message]) => message));

describe('validateUser', () => {
  it('accepts what the API accepts', () => {
    expect(problems(validateUser(filled, true))).toEqual({});
    expect(problems(validateUser({ ...filled, password: '' }, true, true))).toEqual({});
  });

  it("checks the e-mail address by the contract's one rule", () => {
    expect(validateUser({ ...filled, email: 'meera@harbour.x' }, true).email).toBe('Enter a valid email address');
  });

  it("applies the contract's password rule to a typed password, adding or editing", () => {
    expect(validateUser({ ...filled, password: 'short' }, true).password).toBe('Password must be at least 8 characters');
    expect(validateUser({ ...filled, password: 'short' }, false).password).toBe('Password must be at least 8 characters');
    expect(validateUser({ ...filled, password: '' }, false).password).toBeUndefined();
  });

  it('asks for the company of a client contact', () => {
    expect(validateUser({ ...filled, company_id: '' }, true).company_id).toBe('Select the company this customer belongs to');
  });
});
