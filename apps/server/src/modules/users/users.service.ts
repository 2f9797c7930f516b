import { newUserRole, typeOfRole, type AssignRoleInput, type CreateUserInput, type UpdateUserInput, type User, type UserListQuery, type UserRole } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess, requireAccountAccess } from '../../access/permissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import type { PasswordLinksService } from '../auth/password-links.service.ts';
import { newTokenSecret } from '../auth/token-secret.ts';
import type { UsersRepository } from './users.repository.ts';

interface UsersDeps {
  users: UsersRepository;
  auth: Pick<AuthService, 'revokeAllSessions'>;
  transact: Transact;
  clock?: () => Date;
  invitations?: Pick<PasswordLinksService, 'invite'>;
}

const fieldError = (code: 'VALIDATION_FAILED' | 'CONFLICT', field: string, message: string) =>
  new AppError(code, `${field}: ${message}`, [{ field, message }]);
const duplicateEmail = (email: string) => fieldError('CONFLICT', 'email', `an account with ${email} already exists`);

export function createUsersService({ users, auth, transact, clock = () => new Date(), invitations }: UsersDeps) {
  async function get(actor: Actor, id: number) {
    requireAccess(actor, 'users.manage');
    const user = await users.find(id);
    if (!user) throw new AppError('NOT_FOUND', 'User not found.');
    return user;
  }

  /** Deactivated accounts keep their history and can be read, but not changed. */
  async function getActive(actor: Actor, id: number) {
    const user = await get(actor, id);
    if (!user.is_active) throw new AppError('NOT_FOUND', 'User not found.');
    requireAccountAccess(actor, user.role_name);
    return user;
  }

  /** A customer belongs to an existing company; other roles belong to none. */
  async function companyFor(role: UserRole, companyId: number | null | undefined) {
    if (role !== 'customer') return null;
    if (!companyId) throw fieldError('VALIDATION_FAILED', 'company_id', 'company_id is required for a customer');
    if (!(await users.companyExists(companyId))) throw fieldError('VALIDATION_FAILED', 'company_id', `no company with id ${companyId}`);
    return companyId;
  }

  async function assertEmailFree(email: string, exceptId?: number) {
    if (await users.emailTaken(email, exceptId)) throw duplicateEmail(email);
  }

  /**
   * Runs the write in a transaction; when it takes an owner away (`losesOwner`), first under a lock
   * on the active owners' rows, so the business keeps at least one however many such writes race.
   */
  function keepingAnOwner(user: User, losesOwner: boolean, message: string, write: (tx: Db) => Promise<void>) {
    return transact(async (tx) => {
      if (losesOwner && user.type === 'admin') {
        const owners = await users.lockActiveAdmins(tx);
        if (owners.includes(user.id) && owners.length <= 1) throw new AppError('CONFLICT', message);
      }
      await write(tx);
    });
  }

  async function change(actor: Actor, id: number, input: UpdateUserInput) {
    const current = await getActive(actor, id);
    const role = input.role ?? (current.role_name as UserRole);
    if (input.role) requireAccountAccess(actor, input.role);
    const companyId = await companyFor(role, input.company_id === undefined ? current.company_id : input.company_id);
    const email = input.email?.toLowerCase();
    if (email) await assertEmailFree(email, id);
    const now = clock();
    const values = {
      ...(input.username !== undefined && { username: input.username }),
      ...(email !== undefined && { email }),
      ...(input.password !== undefined && { passwordHash: await hashPassword(input.password), passwordChangedAt: now }),
      type: typeOfRole[role],
      roleId: await users.roleId(role),
      companyId,
      updatedAt: now,
    };
    try {
      await keepingAnOwner(current, role !== 'admin', 'This is the last active admin account; make another account admin first.', (tx) => users.update(id, values, tx));
    } catch (error) {
      if (email && isUniqueViolation(error)) throw duplicateEmail(email);
      throw error;
    }
    if (input.password !== undefined) await auth.revokeAllSessions('user', id);
    return (await users.find(id))!;
  }

  return {
    get,
    getActive,

    list(actor: Actor, query: UserListQuery) {
      requireAccess(actor, 'users.manage');
      return users.list(query);
    },

    async create(actor: Actor, input: CreateUserInput) {
      requireAccess(actor, 'users.manage');
      // The contract makes sure there is one: the role, or the one the type implies.
      const role = newUserRole(input)!;
      requireAccountAccess(actor, role);
      const companyId = await companyFor(role, input.company_id);
      const email = input.email.toLowerCase();
      await assertEmailFree(email);
      try {
        const row = await users.insertUser({
          username: input.username,
          email,
          // Invited: a password nobody knows until the person sets their own through the link.
          passwordHash: await hashPassword(input.password ?? newTokenSecret().secret),
          type: typeOfRole[role],
          roleId: await users.roleId(role),
          companyId,
        });
        if (input.invite) await invitations?.invite({ kind: 'user', id: row.id, email, name: input.username }, typeOfRole[role]);
        return (await users.find(row.id))!;
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateEmail(email);
        throw error;
      }
    },

    /** A new password ends that user's open sessions. */
    update: change,

    assignRole: (actor: Actor, id: number, input: AssignRoleInput) => change(actor, id, input),

    /** Deactivates, keeping history, and ends the user's sessions. */
    async remove(actor: Actor, id: number) {
      const user = await getActive(actor, id);
      if (actor.kind === 'user' && actor.id === id) throw new AppError('CONFLICT', 'You cannot delete your own account.');
      await keepingAnOwner(user, true, 'This is the last active admin account; it cannot be deleted.', (tx) => users.deactivate(id, clock(), tx));
      await auth.revokeAllSessions('user', id);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
