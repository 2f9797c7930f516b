import { passwordMinLength } from '@portal/contract';
import { AppError } from '../../errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import type { UsersRepository } from './users.repository.ts';

interface AccountsDeps {
  users: UsersRepository;
  auth: Pick<AuthService, 'revokeAllSessions'>;
  clock?: () => Date;
}

function assertPassword(password: string) {
  if (password.length < passwordMinLength) {
    throw new AppError('VALIDATION_FAILED', `password: must be at least ${passwordMinLength} characters`, [
      { field: 'password', message: `must be at least ${passwordMinLength} characters` },
    ]);
  }
}

/** Owner accounts and password resets, used at start-up and by the CLI. */
export function createAccountsService({ users, auth, clock = () => new Date() }: AccountsDeps) {
  return {
    activeAdminExists: () => users.activeAdminExists(),

    async createAdmin(input: { email: string; password: string; username?: string }) {
      assertPassword(input.password);
      const email = input.email.trim().toLowerCase();
      if (await users.findUserByEmail(email)) {
        throw new AppError('CONFLICT', `email: an account with ${email} already exists`, [
          { field: 'email', message: 'already exists' },
        ]);
      }
      return users.insertUser({
        username: input.username ?? email.split('@')[0] ?? 'admin',
        email,
        passwordHash: await hashPassword(input.password),
        type: 'admin',
        roleId: await users.roleId('admin'),
      });
    },

    /** Sets a new password for a staff, client or company account and ends its open sessions. */
    async resetPassword(email: string, password: string) {
      assertPassword(password);
      const passwordHash = await hashPassword(password);
      const user = await users.findUserByEmail(email);
      if (user) {
        await users.setUserPassword(user.id, passwordHash, clock());
        await auth.revokeAllSessions('user', user.id);
        return { kind: 'user' as const, id: user.id };
      }
      const company = await users.findCompanyByEmail(email);
      if (company) {
        await users.setCompanyPassword(company.id, passwordHash, clock());
        await auth.revokeAllSessions('company', company.id);
        return { kind: 'company' as const, id: company.id };
      }
      throw new AppError('NOT_FOUND', `No account with the e-mail ${email}.`);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
