import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, orders, projects, projectServices, roles, services, users } from '../../db/schema/index.ts';

/** What an order's e-mails say and whom they go to, read by the system when one is sent (no actor scope). */
export interface OrderFacts {
  projectId: number;
  projectName: string;
  status: string;
  address: string;
  scheduledStart: Date | null;
  durationMinutes: number | null;
  sequence: number;
  company: { name: string; email: string };
  photographer: { id: number; username: string; email: string } | null;
  order: { accessNotes: string; occupancy: string; contact: string; windows: Array<{ start: string; end: string }> } | null;
  services: string[];
}

export function createOrderRecipientsRepository(db: Db) {
  async function person(id: number | null) {
    if (id === null) return null;
    const [row] = await db.select({ id: users.id, username: users.username, email: users.email }).from(users).where(eq(users.id, id));
    return row ?? null;
  }

  return {
    person,

    async facts(projectId: number): Promise<OrderFacts | undefined> {
      const [row] = await db
        .select({
          projectId: projects.id,
          projectName: projects.projectName,
          status: projects.status,
          address: projects.siteAddress,
          scheduledStart: projects.scheduledStart,
          durationMinutes: projects.durationMinutes,
          sequence: projects.scheduleSequence,
          photographerId: projects.photographerId,
          companyName: companies.companyName,
          companyEmail: companies.email,
        })
        .from(projects)
        .innerJoin(companies, eq(companies.id, projects.companyId))
        .where(eq(projects.id, projectId));
      if (!row) return undefined;
      const [order] = await db.select().from(orders).where(eq(orders.projectId, projectId));
      const list = await db
        .select({ name: services.serviceName })
        .from(projectServices)
        .innerJoin(services, eq(services.id, projectServices.serviceId))
        .where(eq(projectServices.projectId, projectId))
        .orderBy(projectServices.position, projectServices.id);
      const contact = order?.listingContactName ? [order.listingContactName, order.listingContactPhone, order.listingContactEmail].filter(Boolean).join(', ') : '';
      return {
        projectId: row.projectId,
        projectName: row.projectName,
        status: row.status,
        address: row.address,
        scheduledStart: row.scheduledStart,
        durationMinutes: row.durationMinutes,
        sequence: row.sequence,
        company: { name: row.companyName, email: row.companyEmail },
        photographer: await person(row.photographerId),
        order: order ? { accessNotes: order.accessNotes, occupancy: order.occupancy, contact, windows: order.preferredWindows } : null,
        services: list.map((service) => service.name),
      };
    },

    /** The e-mail addresses of the active owner and staff accounts: who hears about new orders. */
    async staffEmails() {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.isActive, true), inArray(users.type, ['admin', 'user']), sql`(${users.type} = 'admin' or lower(${roles.name}) = 'user')`))
        .orderBy(users.id);
      return rows.map((row) => row.email);
    },
  };
}

export type OrderRecipientsRepository = ReturnType<typeof createOrderRecipientsRepository>;
