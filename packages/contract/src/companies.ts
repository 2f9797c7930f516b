import { z } from 'zod';
import { emailAddress, listResponse, nameText, nulError, nulFree, updateOf } from './list.ts';
import { newPassword } from './passwords.ts';

/** A client company; both spec aliases are answered (name/companyName, phone/mobile). Never a password. */
export const company = z.object({
  id: z.number().int(),
  companyName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  mobile: z.string(),
  address: z.string(),
  website: z.string().nullable(),
  is_active: z.boolean(),
  project_count: z.number().int(),
  /** Active client logins of the company; with projects, they keep it from being deleted. */
  client_login_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Company = z.infer<typeof company>;

const email = emailAddress();
const phone = (field: string) => z.string({ error: `${field} must be text` }).trim().min(1, { error: `${field} is required` }).max(50, { error: `${field} must be at most 50 characters` }).regex(nulFree, nulError(field));
const website = z
  .union(
    [z.url({ protocol: /^https?$/, error: 'website must be an http(s) URL' }).max(2048, { error: 'website must be at most 2048 characters' }).regex(nulFree, nulError('website')), z.literal('')],
    { error: 'website must be an http(s) URL' },
  )
  .nullable()
  .transform((value) => value || null);

const companyFields = {
  companyName: nameText('companyName').optional(),
  name: nameText('name').optional(),
  email,
  phone: phone('phone').optional(),
  mobile: phone('mobile').optional(),
  address: z
    .string({ error: 'address is required' })
    .trim()
    .min(1, { error: 'address is required' })
    .max(1000, { error: 'address must be at most 1000 characters' })
    .regex(nulFree, nulError('address')),
  website: website.optional(),
  password: newPassword,
  confirm_password: z.string({ error: 'confirm_password must be text' }),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
};

const passwordsMatch = (v: { password?: string; confirm_password?: string }) => v.password === undefined || v.password === v.confirm_password;
const matchRule = { error: 'confirm_password must match password', path: ['confirm_password'] };

/** With `invite`, no password: the company is e-mailed a link to set its own. */
export const createCompanyInput = z
  .object({
    ...companyFields,
    is_active: companyFields.is_active.optional(),
    password: newPassword.optional(),
    confirm_password: companyFields.confirm_password.optional(),
    invite: z.boolean({ error: 'invite must be true or false' }).optional().describe('E-mail the company a link to set its password, instead of giving one'),
  })
  .refine((v) => v.companyName ?? v.name, { error: 'companyName is required', path: ['companyName'] })
  .refine((v) => v.phone ?? v.mobile, { error: 'phone is required', path: ['phone'] })
  .refine((v) => v.invite || v.password !== undefined, { error: 'password is required (or send an invitation)', path: ['password'] })
  .refine((v) => v.invite || v.password === undefined || v.confirm_password !== undefined, { error: 'confirm_password is required', path: ['confirm_password'] })
  .refine(passwordsMatch, matchRule);
export type CreateCompanyInput = z.infer<typeof createCompanyInput>;

/** Password optional on update; when given it must match its confirmation. */
export const updateCompanyInput = updateOf(companyFields).refine(passwordsMatch, matchRule);
export type UpdateCompanyInput = z.infer<typeof updateCompanyInput>;

/** Stat cards: Total, Active, With Website, This Month. */
export const companyStats = z.object({ total: z.number().int(), active: z.number().int(), with_website: z.number().int(), this_month: z.number().int() });
export const companyList = listResponse(company, companyStats);
export type CompanyList = z.infer<typeof companyList>;
