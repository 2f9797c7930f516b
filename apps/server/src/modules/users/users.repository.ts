import type { User, UserListQuery } from '@portal/contract';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, roles, users } from '../../db/schema/index.ts';
import { containsPattern, isoString, pageWindow, paginationOf } from '../../lib/list.ts';

// Never the password hash: it has no column here.
const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  type: users.type,
  roleId: users.roleId,
  roleName: roles.name,
  companyId: users.companyId,
  companyName: companies.companyName,
  isActive: users.isActive,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

type Row = {
  id: number; username: string; email: string; type: User['type']; roleId: number; roleName: string;
  companyId: number | null; companyName: string | null; isActive: boolean; createdAt: Date; updatedAt: Date;
};

const toUser = (row: Row): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  type: row.type,
  role_id: row.roleId,
  role_name: row.roleName,
  company_id: row.companyId,
  company_name: row.companyName,
  is_active: row.isActive,
  created_at: isoString(row.createdAt),
  updated_at: isoString(row.updatedAt),
});

const roleCount = (name: string) => sql<number>`count(*) filter (where ${roles.name} = ${name})::int`;

export function createUsersRepository(db: Db) {
  const selectUsers = () =>
    db.select(columns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).leftJoin(companies, eq(companies.id, users.companyId));

  async function find(id: number) {
    const [row] = await selectUsers().where(eq(users.id, id));
    return row && toUser(row);
  }

  return {
    find,

    /** Person accounts (staff, editors, admins, client persons); deactivated ones only when asked. */
    async list(query: UserListQuery) {
      const filters: SQL[] = [];
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(or(ilike(users.username, pattern), ilike(users.email, pattern))!);
      }
      if (query.role) filters.push(eq(roles.name, query.role));
      if (query.company_id) filters.push(eq(users.companyId, query.company_id));
      if (query.include_inactive !== 'true') filters.push(eq(users.isActive, true));
      const where = and(...filters);
      const window = pageWindow(query);
      const rowsQuery = selectUsers().where(where).orderBy(desc(users.createdAt), desc(users.id));
      const [rows, [totals], [stats]] = await Promise.all([
        window ? rowsQuery.limit(window.limit).offset(window.offset) : rowsQuery,
        db.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
        db
          .select({ total: count(), admins: roleCount('admin'), editors: roleCount('editor'), customers: roleCount('customer') })
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(eq(users.isActive, true)),
      ]);
      return {
        data: rows.map(toUser),
        pagination: paginationOf(window, totals?.n ?? 0),
        stats: {
          total: stats?.total ?? 0,
          admins: Number(stats?.admins ?? 0),
          editors: Number(stats?.editors ?? 0),
          customers: Number(stats?.customers ?? 0),
        },
      };
    },

    /** E-mails are unique among person accounts, compared without case; deactivated ones keep theirs. */
    async emailTaken(email: string, exceptId?: number) {
      const sameEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(exceptId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptId)))
        .limit(1);
      return Boolean(row);
    },

    async companyExists(id: number) {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
      return Boolean(row);
    },

    /**
     * Locks the active owners' rows until the transaction ends and answers their ids: a write that
     * takes an owner away checks the count under this lock, so two such writes run one after the other.
     */
    async lockActiveAdmins(tx: Db) {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.type, 'admin'), eq(users.isActive, true)))
        .orderBy(asc(users.id))
        .for('no key update');
      return rows.map((row) => row.id);
    },

    async update(id: number, values: Partial<typeof users.$inferInsert>, tx: Db = db) {
      await tx.update(users).set(values).where(eq(users.id, id));
    },

    async deactivate(id: number, at: Date, tx: Db = db) {
      await tx.update(users).set({ isActive: false, deactivatedAt: at, updatedAt: at }).where(eq(users.id, id));
    },

    async roleId(name: string) {
      const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
      if (!row) throw new Error(`Role ${name} is missing: were the roles seeded?`);
      return row.id;
    },
    async activeAdminExists() {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.type, 'admin'), eq(users.isActive, true)))
        .limit(1);
      return Boolean(row);
    },
    async findUserByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },
    async findCompanyByEmail(email: string) {
      const [row] = await db.select().from(companies).where(eq(sql`lower(${companies.email})`, email.toLowerCase()));
      return row;
    },
    async insertUser(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async setUserPassword(id: number, passwordHash: string, at: Date) {
      await db.update(users).set({ passwordHash, passwordChangedAt: at, updatedAt: at }).where(eq(users.id, id));
    },
    async setCompanyPassword(id: number, passwordHash: string, at: Date) {
      await db.update(companies).set({ passwordHash, updatedAt: at }).where(eq(companies.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
