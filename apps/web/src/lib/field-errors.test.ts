import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { blankFieldErrors, firstFieldErrors, schemaFieldErrors, serverFieldErrors } from './field-errors';

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

describe('schemaFieldErrors', () => {
  const failed = (...issues: { path: (string | number)[]; message: string }[]) => ({ success: false as const, error: { issues } });

  it('keys a schema’s issues by form field as the server’s 400s are: aliases, first message per field, sentences', () => {
    const check = failed(
      { path: ['companyName'], message: 'companyName must be at most 255 characters' },
      { path: ['name'], message: 'name is required' },
      { path: ['email'], message: 'email must be a valid email address' },
      { path: ['unknown'], message: 'ignored' },
    );
    expect(schemaFieldErrors(check, fields, { aliases: { companyName: 'name' } })).toEqual({
      name: 'CompanyName must be at most 255 characters',
      email: 'Email must be a valid email address',
    });
  });

  it("puts a contract message in the form's own words where it has some", () => {
    const check = failed({ path: ['confirm_password'], message: 'confirm_password must match password' });
    expect(schemaFieldErrors(check, fields, { words: { 'confirm_password must match password': 'Passwords do not match' } })).toEqual({
      confirm_password: 'Passwords do not match',
    });
  });

  it('answers nothing when the schema accepts the input', () => {
    expect(schemaFieldErrors({ success: true }, fields)).toEqual({});
  });
});

describe('blankFieldErrors and firstFieldErrors', () => {
  it("say a blank field is required before any rule about its contents", () => {
    const blank = blankFieldErrors({ name: '  ', email: 'x', confirm_password: '' }, { name: 'Name is required', email: 'Email is required' });
    expect(blank).toEqual({ name: 'Name is required' });
    expect(firstFieldErrors(blank, { name: 'Name is too long', email: 'Enter a valid email address' })).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address',
    });
  });
});
