import { createCompanyInput, updateCompanyInput, type Company, type CreateCompanyInput, type UpdateCompanyInput } from '@portal/contract';
import { blankFieldErrors, firstFieldErrors, schemaFieldErrors, type FieldErrors } from '@/lib/field-errors';

export const companyFields = ['name', 'email', 'phone', 'address', 'website', 'password', 'confirm_password'] as const;
export type CompanyField = (typeof companyFields)[number];
export type CompanyValues = Record<CompanyField, string>;

/** The API's alias names of the form's fields. */
export const companyFieldAliases: Record<string, CompanyField> = { companyName: 'name', mobile: 'phone' };

/** Passwords are never filled in. */
export const initialCompanyValues = (company: Company | null): CompanyValues => ({
  name: company ? company.companyName || company.name : '',
  email: company?.email ?? '',
  phone: company ? company.phone || company.mobile : '',
  address: company?.address ?? '',
  website: company?.website ?? '',
  password: '',
  confirm_password: '',
});

/** 'example.com' becomes 'https://example.com'; blank stays blank. */
export function normaliseWebsite(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  return /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The contract's messages this form words its own way. */
const companyWords = {
  'email must be a valid email address': 'Enter a valid email address',
  'website must be an http(s) URL': 'Enter a valid website address, e.g. https://example.com',
  'confirm_password must match password': 'Passwords do not match',
};

/**
 * Blank required fields in the form's words, then the contract's own rules for what would be sent
 * (e-mail, website, the password rule and its confirmation); a password only when adding without an invitation or when typed.
 */
export function validateCompany(values: CompanyValues, adding: boolean, invite = false): FieldErrors<CompanyField> {
  const passwordGiven = (adding && !invite) || values.password !== '' || values.confirm_password !== '';
  const blank = blankFieldErrors(values, { name: 'Company name is required', email: 'Email is required', phone: 'Phone is required', address: 'Address is required' });
  const missingPassword = passwordGiven
    ? { password: values.password ? undefined : 'Password is required', confirm_password: values.confirm_password ? undefined : 'Please confirm the password' }
    : {};
  const check = adding ? createCompanyInput.safeParse(newCompanyInput(values, invite)) : updateCompanyInput.safeParse(companyUpdateInput(values));
  return firstFieldErrors(blank, missingPassword, schemaFieldErrors(check, companyFields, { aliases: companyFieldAliases, words: companyWords }));
}

/** Both spellings of name and phone go out, as the spec's form sent them. Call after validateCompany. */
function companyDetails(values: CompanyValues) {
  const name = values.name.trim();
  const phone = values.phone.trim();
  return {
    companyName: name,
    name,
    email: values.email.trim(),
    phone,
    mobile: phone,
    address: values.address.trim(),
    website: normaliseWebsite(values.website) || null,
  };
}

/** Invited: no password goes out, the company sets its own through the e-mailed link. */
export const newCompanyInput = (values: CompanyValues, invite = false): CreateCompanyInput =>
  invite ? { ...companyDetails(values), invite: true } : { ...companyDetails(values), password: values.password, confirm_password: values.confirm_password };

/** An edit sends the password only when one was typed. */
export const companyUpdateInput = (values: CompanyValues): UpdateCompanyInput =>
  values.password ? newCompanyInput(values) : companyDetails(values);
