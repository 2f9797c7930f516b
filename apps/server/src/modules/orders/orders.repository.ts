import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, services } from '../../db/schema/index.ts';

/** Orders' own rows; the shoot itself is the projects module's. */
export function createOrdersRepository(db: Db) {
  return {
    /** The named services with what ordering needs: price, GST rate, duration, add-on, active. */
    servicesByIds(ids: number[], tx: Db = db) {
      return tx
        .select({ id: services.id, name: services.serviceName, price: services.price, gstRate: services.gstRate, durationMinutes: services.durationMinutes, isAddon: services.isAddon, isActive: services.isActive })
        .from(services)
        .where(inArray(services.id, ids));
    },

    async insert(values: typeof orders.$inferInsert, tx: Db) {
      const [row] = await tx.insert(orders).values(values).returning({ id: orders.id });
      return row!.id;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
