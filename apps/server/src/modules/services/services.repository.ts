import type { ListQuery, Service } from '@portal/contract';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, projectServices, services } from '../../db/schema/index.ts';
import { containsPattern, isoString, pageWindow, paginationOf } from '../../lib/list.ts';
import { moneyText } from '../../lib/money.ts';
import { qualified } from '../../lib/sql.ts';

// Shoots holding the service, as their first service or in their list.
const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.serviceId} = ${qualified(services, services.id)}
  or exists (select 1 from ${projectServices} where ${projectServices.projectId} = ${projects.id} and ${projectServices.serviceId} = ${qualified(services, services.id)}))`;

const columns = {
  id: services.id,
  serviceName: services.serviceName,
  price: services.price,
  gstRate: services.gstRate,
  description: services.description,
  durationMinutes: services.durationMinutes,
  isAddon: services.isAddon,
  isActive: services.isActive,
  projectCount,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
};

type Row = {
  id: number;
  serviceName: string;
  price: string;
  gstRate: string;
  description: string;
  durationMinutes: number;
  isAddon: boolean;
  isActive: boolean;
  projectCount: number;
  createdAt: Date;
  updatedAt: Date;
};

/** Both spec aliases are answered: serviceName and name. */
const toService = (row: Row): Service => ({
  id: row.id,
  serviceName: row.serviceName,
  name: row.serviceName,
  price: row.price,
  gstRate: row.gstRate,
  description: row.description,
  duration_minutes: row.durationMinutes,
  is_addon: row.isAddon,
  is_active: row.isActive,
  project_count: Number(row.projectCount),
  created_at: isoString(row.createdAt),
  updated_at: isoString(row.updatedAt),
});

export interface ServiceValues {
  serviceName?: string;
  price?: string;
  gstRate?: string;
  description?: string;
  durationMinutes?: number;
  isAddon?: boolean;
  isActive?: boolean;
}

export function createServicesRepository(db: Db) {
  async function find(id: number) {
    const [row] = await db.select(columns).from(services).where(eq(services.id, id));
    return row && toService(row);
  }

  return {
    find,

    async list(query: ListQuery) {
      const filters: SQL[] = [];
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(or(ilike(services.serviceName, pattern), ilike(services.description, pattern))!);
      }
      const where = filters.length ? and(...filters) : undefined;
      const window = pageWindow(query);
      const rowsQuery = db.select(columns).from(services).where(where).orderBy(desc(services.createdAt), desc(services.id));
      const [rows, [totals], [stats]] = await Promise.all([
        window ? rowsQuery.limit(window.limit).offset(window.offset) : rowsQuery,
        db.select({ n: count() }).from(services).where(where),
        db
          .select({
            total: count(),
            totalValue: moneyText(sql`sum(${services.price})`),
            averagePrice: moneyText(sql`round(avg(${services.price}), 2)`),
          })
          .from(services),
      ]);
      return {
        data: rows.map(toService),
        pagination: paginationOf(window, totals?.n ?? 0),
        stats: { total: stats?.total ?? 0, total_value: stats?.totalValue ?? '0.00', average_price: stats?.averagePrice ?? '0.00' },
      };
    },

    /** The services a client may order: active ones, main services first, then add-ons, by name. */
    async listOrderable() {
      return db
        .select({ id: services.id, serviceName: services.serviceName, description: services.description, price: services.price, gstRate: services.gstRate, durationMinutes: services.durationMinutes, isAddon: services.isAddon })
        .from(services)
        .where(eq(services.isActive, true))
        .orderBy(services.isAddon, services.serviceName, services.id);
    },

    async insert(values: Omit<typeof services.$inferInsert, 'id'>) {
      const [row] = await db.insert(services).values(values).returning({ id: services.id });
      return (await find(row!.id))!;
    },

    async update(id: number, values: ServiceValues) {
      const [row] = await db.update(services).set({ ...values, updatedAt: new Date() }).where(eq(services.id, id)).returning({ id: services.id });
      return row && (await find(row.id));
    },

    async remove(id: number) {
      const deleted = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
      return deleted.length > 0;
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
