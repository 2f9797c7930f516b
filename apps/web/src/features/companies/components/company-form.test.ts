import { describe, expect, it } from 'vitest';
import { validateCompany, type CompanyValues } from './company-form';

const filled: CompanyValues = {
  name: 'Harbour Realty',
  email: 'office@harbour.example',
  phone: '+61 2 5550 1234',
  address: '1 Quay St',
  website: 'harbour.example',
  password: 'sea-view-123',
  confirm_password: 'sea-view-123',
};
const problems = (errors: object) => Object.fromEntries(Object.entries(errors).filter(([, message]) => message));

describe('validateCompany', () => {
  it('accepts what the API accepts', () => {
    expect(problems(validateCompany(filled, true))).toEqual({});
    expect(problems(validateCompany({ ...filled, password: '', confirm_password: '' }, false))).toEqual({});
  });

  it("checks the e-mail address by the contract's one rule", () => {
    // A one-letter top-level domain passes a loose pattern; the API refuses it.
    expect(validateCompany({ ...filled, email: 'office@harbour.x' }, true).email).toBe('Enter a valid email address');
  });

  it("applies the contract's password rule and its confirmation, adding or editing", () => {
    expect(validateCompany({ ...filled, password: 'short', confirm_password: 'short' }, false).password).toBe('Password must be at least 8 characters');
    expect(validateCompany({ ...filled, confirm_password: 'sea-view-124' }, true).confirm_password).toBe('Passwords do not match');
    expect(validateCompany({ ...filled, website: 'ftp://harbour.example' }, true).website).toBe('Enter a valid website address, e.g. https://example.com');
  });

  it('asks for no password when the company is invited', () => {
    expect(problems(validateCompany({ ...filled, password: '', confirm_password: '' }, true, true))).toEqual({});
  });
});
