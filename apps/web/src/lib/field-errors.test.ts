import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors } from './field-errors';

const fields = ['name', 'email', 'confirm_password'] as const;

describe('serverFieldErrors', () => {
  it("puts each 400 message under the form field it names, aliases included, as a sentence", () => {
    const error = new ApiError(400, 'email: already exists', 'VALIDATION_FAILED', [
      { field: 'email', message: 'already exists' },
      { field: 'companyName', message: 'companyName must be at most 255 characters' },
      { field: 'confirm_password', message: 'A confirmation must match the password.' },
      { field: 'unknown', message: 'ignored' },
    ]);
    expect(serverFieldErrors(error, fields, { companyName: 'name' })).toEqual({
      email: 'Email already exists',
      name: 'CompanyName must be at most 255 characters',
      confirm_password: 'A confirmation must match the password.',
    });
  });

  it('answers nothing for failures without field messages', () => {
    expect(serverFieldErrors(new ApiError(500, 'Boom'), fields)).toEqual({});
    expect(serverFieldErrors(new Error('x'), fields)).toEqual({});
  });
});
