import type { Company, CreateCompanyInput, UpdateCompanyInput } from '@portal/contract';
import { passwordMinLength } from '@portal/contract/auth-messages';
import { isEmail, type FieldErrors } from '@/lib/field-errors';

export const companyFields = ['name', 'email', 'phone', 'address', 'website', 'password', 'confirm_password'] as const;
export type CompanyField = (typeof companyFields)[number];
export type CompanyValues = Record<CompanyField, string>;

/** The API's alias names of the form's fields (spec section 3). */
export const companyFieldAliases: Record<string, CompanyField> = { companyName: 'name', mobile: 'phone' };

/** Passwords are never filled in (decisions section 6). */
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

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** The company's fields; a password (the one rule, and matching) only when adding without an invitation. */
export function validateCompany(values: CompanyValues, adding: boolean, invite = false): FieldErrors<CompanyField> {
  const email = values.email.trim();
  const website = normaliseWebsite(values.website);
  const passwordGiven = (adding && !invite) || values.password !== '' || values.confirm_password !== '';
  return {
    name: values.name.trim() ? undefined : 'Company name is required',
    email: !email ? 'Email is required' : isEmail(email) ? undefined : 'Enter a valid email address',
    phone: values.phone.trim() ? undefined : 'Phone is required',
    address: values.address.trim() ? undefined : 'Address is required',
    website: !website || isWebUrl(website) ? undefined : 'Enter a valid website address, e.g. https://example.com',
    password: !passwordGiven
      ? undefined
      : !values.password
        ? 'Password is required'
        : values.password.length < passwordMinLength
          ? `Password must be at least ${passwordMinLength} characters`
          : undefined,
    confirm_password: !passwordGiven
      ? undefined
      : !values.confirm_password
        ? 'Please confirm the password'
        : values.confirm_password !== values.password
          ? 'Passwords do not match'
          : undefined,
  };
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
