import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, roles, users } from '../../db/schema/index.ts';

export function createUsersRepository(db: Db) {
  return {
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
