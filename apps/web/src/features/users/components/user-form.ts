import { createUserInput, updateUserInput, userRoles, type AssignRoleInput, type CreateUserInput, type UpdateUserInput, type User, type UserRole } from '@portal/contract';
import { blankFieldErrors, firstFieldErrors, schemaFieldErrors, type FieldErrors } from '@/lib/field-errors';

export const userFields = ['username', 'email', 'password', 'role', 'company_id'] as const;
export type UserField = (typeof userFields)[number];
export type UserValues = Record<UserField, string>;

const asRole = (value: string): UserRole | '' => ((userRoles as readonly string[]).includes(value) ? (value as UserRole) : '');

/**
 * The password is never filled in; a new account starts with `newRole` (staff for the owner,
 * customer for staff), or as a contact of `companyId` when added from a company's screen.
 */
export const initialUserValues = (user: User | null, newRole: UserRole, companyId?: number): UserValues => ({
  username: user?.username ?? '',
  email: user?.email ?? '',
  password: '',
  role: user ? asRole(user.role_name.toLowerCase()) : companyId ? 'customer' : newRole,
  company_id: user?.company_id ? String(user.company_id) : companyId ? String(companyId) : '',
});

/** The contract's messages this form words its own way. */
const userWords = { 'email must be a valid email address': 'Enter a valid email address' };

/**
 * Blank required fields in the form's words (a password when adding without an invitation), then
 * the contract's own rules for what would be sent: the e-mail and password rules among them.
 */
export function validateUser(values: UserValues, adding: boolean, invite = false): FieldErrors<UserField> {
  const blank = blankFieldErrors(values, {
    username: 'Username is required',
    email: 'Email is required',
    role: 'Role is required',
    ...(values.role === 'customer' && { company_id: 'Select the company this customer belongs to' }),
  });
  const missingPassword = { password: adding && !invite && !values.password ? 'Password is required' : undefined };
  const check = adding ? createUserInput.safeParse(newUserInput(values, invite)) : updateUserInput.safeParse(userUpdateInput(values));
  return firstFieldErrors(blank, missingPassword, schemaFieldErrors(check, userFields, { words: userWords }));
}

const companyId = (values: UserValues) => (values.role === 'customer' ? Number(values.company_id) : null);

/** Call after validateUser. Invited: no password goes out, the person sets their own through the e-mailed link. */
export const newUserInput = (values: UserValues, invite = false): CreateUserInput => ({
  username: values.username.trim(),
  email: values.email.trim(),
  ...(invite ? { invite: true } : { password: values.password }),
  role: values.role as UserRole,
  company_id: companyId(values),
});

/** Details go through the update call; the password only when one was typed. */
export function userUpdateInput(values: UserValues): UpdateUserInput {
  const details = { username: values.username.trim(), email: values.email.trim() };
  return values.password ? { ...details, password: values.password } : details;
}

/** The role call's body when the role or a customer's company changed, else undefined. */
export function roleChange(user: User, values: UserValues): AssignRoleInput | undefined {
  const role = values.role as UserRole;
  const company = companyId(values);
  if (role === user.role_name.toLowerCase() && (role !== 'customer' || company === user.company_id)) return undefined;
  return company ? { role, company_id: company } : { role };
}

/**
 * The spec's toast for an Add/Edit User refused before sending (section 5, title 'Error'), when a
 * required field is empty or a client lacks a company; other problems show under their fields only.
 */
export function missingFieldsMessage(values: UserValues, adding: boolean, invite = false): string | undefined {
  const blank = !values.username.trim() || !values.email.trim() || !values.role || (adding && !invite && !values.password);
  if (blank) return 'Please fill in all required fields.';
  if (values.role === 'customer' && !values.company_id) return 'Please select a company for client users.';
  return undefined;
}
