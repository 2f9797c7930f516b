import { z } from 'zod';
import { emailAddress, idRef, idValue, listQuery, listResponse, nameText, updateOf } from './list.ts';
import { newPassword } from './passwords.ts';

/** Roles a person account can hold (companies log in as themselves, role client). */
export const userRoles = ['admin', 'user', 'editor', 'photographer', 'customer'] as const;
export const userRole = z.enum(userRoles, { error: `role must be one of ${userRoles.join(', ')}` });
export type UserRole = z.infer<typeof userRole>;

export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  type: z.enum(['admin', 'user', 'client']),
  role_id: z.number().int(),
  role_name: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof user>;

const userFields = {
  username: nameText('username'),
  email: emailAddress(),
  password: newPassword,
  role: userRole,
  company_id: idRef('company_id').nullable(),
};

/** The account types of person accounts (companies sign in as themselves). */
export const personTypes = ['admin', 'user', 'client'] as const;
export const personType = z.enum(personTypes, { error: `type must be one of ${personTypes.join(', ')}` });
export type PersonType = z.infer<typeof personType>;

/** The account type follows the role. */
export const typeOfRole = { admin: 'admin', user: 'user', editor: 'user', photographer: 'user', customer: 'client' } as const satisfies Record<UserRole, PersonType>;
/** A create call that names only the type (as the first version's did) gets that type's plain role. */
export const roleOfType = { admin: 'admin', user: 'user', client: 'customer' } as const satisfies Record<PersonType, UserRole>;

/** The role a new account gets: the explicit role, else the one its type implies. */
export const newUserRole = (input: { role?: UserRole; type?: PersonType }): UserRole | undefined => input.role ?? (input.type && roleOfType[input.type]);

/** `role`, or `type` alone; both only when they agree; a customer names its company; a password, or `invite`. */
export const createUserInput = z
  .object({
    ...userFields,
    role: userRole.optional().describe('The role; with type, the two must agree'),
    type: personType.optional().describe('Without role: user gives role user, client (with company_id) gives customer, admin gives admin'),
    company_id: userFields.company_id.optional(),
    password: newPassword.optional(),
    invite: z.boolean({ error: 'invite must be true or false' }).optional().describe('E-mail the person a link to set their password, instead of giving one'),
  })
  .superRefine((v, ctx) => {
    if (!v.invite && v.password === undefined) ctx.addIssue({ code: 'custom', path: ['password'], message: 'password is required (or send an invitation)' });
    const role = newUserRole(v);
    if (!role) ctx.addIssue({ code: 'custom', path: ['role'], message: 'role or type is required' });
    else if (v.role && v.type && typeOfRole[v.role] !== v.type) ctx.addIssue({ code: 'custom', path: ['role'], message: `role ${v.role} does not go with type ${v.type}` });
    else if (role === 'customer' && !v.company_id) ctx.addIssue({ code: 'custom', path: ['company_id'], message: 'company_id is required for a customer' });
  });
export type CreateUserInput = z.infer<typeof createUserInput>;
export const updateUserInput = updateOf(userFields);
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const assignRoleInput = z.object({ role: userRole, company_id: idRef('company_id').optional() });
export type AssignRoleInput = z.infer<typeof assignRoleInput>;

export const userListQuery = listQuery.extend({
  role: userRole.optional(),
  include_inactive: z.enum(['true', 'false'], { error: 'include_inactive must be true or false' }).optional(),
  company_id: idValue('company_id').optional().describe("A client company's contacts"),
});
export type UserListQuery = z.infer<typeof userListQuery>;

/** Stat cards: Total Users, Admins, Editors, Customers (active accounts). */
export const userStats = z.object({ total: z.number().int(), admins: z.number().int(), editors: z.number().int(), customers: z.number().int() });
export const userList = listResponse(user, userStats);
export type UserList = z.infer<typeof userList>;
