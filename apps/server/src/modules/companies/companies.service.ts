import type { CreateCompanyInput, ListQuery, UpdateCompanyInput } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import { seesCompany } from '../../access/scopes.ts';
import { AppError } from '../../errors.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import type { PasswordLinksService } from '../auth/password-links.service.ts';
import type { CompaniesRepository, CompanyValues } from './companies.repository.ts';

interface CompaniesDeps {
  companies: CompaniesRepository;
  auth: Pick<AuthService, 'revokeAllSessions' | 'revokeCompanySessions'>;
  invitations?: Pick<PasswordLinksService, 'invite'>;
}

const duplicateEmail = (email: string) =>
  new AppError('CONFLICT', `email: a company with ${email} already exists`, [{ field: 'email', message: 'already exists' }]);

async function valuesOf(input: UpdateCompanyInput): Promise<CompanyValues> {
  const companyName = input.companyName ?? input.name;
  const phone = input.phone ?? input.mobile;
  return {
    ...(companyName !== undefined && { companyName }),
    ...(input.email !== undefined && { email: input.email.toLowerCase() }),
    ...(phone !== undefined && { phone }),
    ...(input.address !== undefined && { address: input.address }),
    ...(input.website !== undefined && { website: input.website }),
    ...(input.is_active !== undefined && { isActive: input.is_active }),
    ...(input.password !== undefined && { passwordHash: await hashPassword(input.password) }),
  };
}

export function createCompaniesService({ companies, auth, invitations }: CompaniesDeps) {
  async function get(actor: Actor, id: number) {
    requireAccess(actor, 'companies.read');
    const company = seesCompany(actor, id) ? await companies.find(id) : undefined;
    if (!company) throw new AppError('NOT_FOUND', 'Company not found.');
    return company;
  }

  /** Runs a write, turning a lost race on the e-mail index into the same 409 as the check. */
  async function guardEmail<T>(email: string | undefined, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (email && isUniqueViolation(error)) throw duplicateEmail(email);
      throw error;
    }
  }

  return {
    get,

    list(actor: Actor, query: ListQuery) {
      requireAccess(actor, 'companies.manage');
      return companies.list(query);
    },

    async create(actor: Actor, input: CreateCompanyInput) {
      requireAccess(actor, 'companies.manage');
      const email = input.email.toLowerCase();
      if (await companies.emailTaken(email)) throw duplicateEmail(email);
      const values = await valuesOf(input);
      // Invited: no password until the company sets its own through the link.
      const company = await guardEmail(email, () => companies.insert({ ...values, companyName: values.companyName!, email }));
      if (input.invite) await invitations?.invite({ kind: 'company', id: company.id, email, name: company.companyName }, 'company');
      return company;
    },

    /** A new password ends the company login's open sessions; a deactivation also its client persons'. */
    async update(actor: Actor, id: number, input: UpdateCompanyInput) {
      requireAccess(actor, 'companies.manage');
      const before = await get(actor, id);
      const email = input.email?.toLowerCase();
      if (email && (await companies.emailTaken(email, id))) throw duplicateEmail(email);
      const values = await valuesOf(input);
      const company = Object.keys(values).length ? await guardEmail(email, () => companies.update(id, values)) : await companies.find(id);
      if (!company) throw new AppError('NOT_FOUND', 'Company not found.');
      // Revoked again on reactivation: a sign-in that raced the deactivation cannot come back to life.
      if (input.is_active !== undefined && input.is_active !== before.is_active) await auth.revokeCompanySessions(id);
      else if (input.password !== undefined) await auth.revokeAllSessions('company', id);
      return company;
    },

    /** A company with projects or active client logins stays: 409 names what holds it. */
    async remove(actor: Actor, id: number) {
      requireAccess(actor, 'companies.manage');
      const company = await get(actor, id);
      if (company.project_count > 0) {
        throw new AppError('CONFLICT', `Company "${company.companyName}" has ${company.project_count} project(s); delete or move them first.`);
      }
      const persons = await companies.activePersons(id);
      if (persons.length > 0) {
        const names = persons.slice(0, 5).map((p) => p.email).join(', ') + (persons.length > 5 ? ', …' : '');
        throw new AppError('CONFLICT', `Company "${company.companyName}" has ${persons.length} client login(s) (${names}); delete those users first.`);
      }
      try {
        await companies.remove(id);
      } catch (error) {
        // A project added since the check above.
        if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', `Company "${company.companyName}" is still in use; reload and try again.`);
        throw error;
      }
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
