import type { Company, ListQuery } from '@portal/contract';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, projects, users } from '../../db/schema/index.ts';
import { containsPattern, isoString, pageWindow, paginationOf } from '../../lib/list.ts';
import { qualified } from '../../lib/sql.ts';

const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.companyId} = ${qualified(companies, companies.id)})`;
// The active client logins, which keep a company from being deleted.
const clientLoginCount = sql<number>`(select count(*)::int from ${users} where ${users.companyId} = ${qualified(companies, companies.id)} and ${users.isActive})`;

// Never the password hash: it has no column here.
const columns = {
  id: companies.id,
  companyName: companies.companyName,
  email: companies.email,
  phone: companies.phone,
  address: companies.address,
  website: companies.website,
  isActive: companies.isActive,
  projectCount,
  clientLoginCount,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};

type Row = {
  id: number; companyName: string; email: string; phone: string; address: string; website: string | null;
  isActive: boolean; projectCount: number; clientLoginCount: number; createdAt: Date; updatedAt: Date;
};

/** Both spec aliases are answered: name/companyName, phone/mobile. */
const toCompany = (row: Row): Company => ({
  id: row.id,
  companyName: row.companyName,
  name: row.companyName,
  email: row.email,
  phone: row.phone,
  mobile: row.phone,
  address: row.address,
  website: row.website,
  is_active: row.isActive,
  project_count: Number(row.projectCount),
  client_login_count: Number(row.clientLoginCount),
  created_at: isoString(row.createdAt),
  updated_at: isoString(row.updatedAt),
});

export type CompanyValues = Partial<Pick<typeof companies.$inferInsert, 'companyName' | 'email' | 'phone' | 'address' | 'website' | 'passwordHash' | 'isActive'>>;

export function createCompaniesRepository(db: Db) {
  async function find(id: number) {
    const [row] = await db.select(columns).from(companies).where(eq(companies.id, id));
    return row && toCompany(row);
  }

  return {
    find,

    async list(query: ListQuery) {
      const filters: SQL[] = [];
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(
          or(ilike(companies.companyName, pattern), ilike(companies.email, pattern), ilike(companies.phone, pattern), ilike(companies.address, pattern))!,
        );
      }
      const where = filters.length ? and(...filters) : undefined;
      const window = pageWindow(query);
      const rowsQuery = db.select(columns).from(companies).where(where).orderBy(desc(companies.createdAt), desc(companies.id));
      const [rows, [totals], [stats]] = await Promise.all([
        window ? rowsQuery.limit(window.limit).offset(window.offset) : rowsQuery,
        db.select({ n: count() }).from(companies).where(where),
        db
          .select({
            total: count(),
            active: sql<number>`count(*) filter (where ${companies.isActive})::int`,
            withWebsite: sql<number>`count(*) filter (where coalesce(${companies.website}, '') <> '')::int`,
            thisMonth: sql<number>`count(*) filter (where ${companies.createdAt} >= date_trunc('month', now()))::int`,
          })
          .from(companies),
      ]);
      return {
        data: rows.map(toCompany),
        pagination: paginationOf(window, totals?.n ?? 0),
        stats: {
          total: stats?.total ?? 0,
          active: Number(stats?.active ?? 0),
          with_website: Number(stats?.withWebsite ?? 0),
          this_month: Number(stats?.thisMonth ?? 0),
        },
      };
    },

    /** E-mails are unique among companies, compared without case. */
    async emailTaken(email: string, exceptId?: number) {
      const sameEmail = eq(sql`lower(${companies.email})`, email.toLowerCase());
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(exceptId === undefined ? sameEmail : and(sameEmail, ne(companies.id, exceptId)))
        .limit(1);
      return Boolean(row);
    },

    /** Active client persons still signing in for the company. */
    activePersons(id: number) {
      return db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(and(eq(users.companyId, id), eq(users.isActive, true)))
        .orderBy(asc(users.id));
    },

    async insert(values: CompanyValues & Pick<typeof companies.$inferInsert, 'companyName' | 'email'>) {
      const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
      return (await find(row!.id))!;
    },

    async update(id: number, values: CompanyValues) {
      const [row] = await db.update(companies).set({ ...values, updatedAt: new Date() }).where(eq(companies.id, id)).returning({ id: companies.id });
      return row && (await find(row.id));
    },

    /** Deactivated client persons keep their history but let go of the company; then it goes. */
    async remove(id: number) {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ companyId: null, updatedAt: new Date() }).where(and(eq(users.companyId, id), eq(users.isActive, false)));
        const deleted = await tx.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id });
        return deleted.length > 0;
      });
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
