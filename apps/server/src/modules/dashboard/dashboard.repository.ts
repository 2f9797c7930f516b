import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, invoices, projects, users } from '../../db/schema/index.ts';

export function createDashboardRepository(db: Db) {
  return {
    /** The admin dashboard's counts in one round trip; users are the active person accounts. */
    async counts() {
      const result = await db.execute<{ projects: number; users: number; companies: number; invoices: number }>(sql`
        select
          (select count(*)::int from ${projects}) as projects,
          (select count(*)::int from ${users} where ${users.isActive}) as users,
          (select count(*)::int from ${companies}) as companies,
          (select count(*)::int from ${invoices}) as invoices
      `);
      const row = result.rows[0]!;
      return { projects: Number(row.projects), users: Number(row.users), companies: Number(row.companies), invoices: Number(row.invoices) };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
