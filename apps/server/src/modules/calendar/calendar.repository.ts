import { and, asc, count, eq, gte, isNotNull, isNull, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../access/actor.ts';
import { calendarScope, projectScope } from '../../access/scopes.ts';
import type { Db } from '../../db/client.ts';
import { companies, orders, projects, projectServices, services, users } from '../../db/schema/index.ts';
import { pageWindow, paginationOf } from '../../lib/list.ts';
import { qualified } from '../../lib/sql.ts';
import { shootEnd } from './schedule.repository.ts';

/** The longest booking, so a range read can start from the scheduled_start index. */
const longestShoot = sql`interval '1440 minutes'`;

const serviceNames = sql<string[]>`coalesce((select json_agg(${services.serviceName} order by ${projectServices.position}, ${projectServices.id})
  from ${projectServices} join ${services} on ${services.id} = ${projectServices.serviceId} where ${projectServices.projectId} = ${qualified(projects, projects.id)}), '[]'::json)`;
const serviceMinutes = sql<number>`coalesce((select sum(${services.durationMinutes}) from ${projectServices} join ${services} on ${services.id} = ${projectServices.serviceId}
  where ${projectServices.projectId} = ${qualified(projects, projects.id)}), 0)::int`;

/** Booked shoots that overlap [from, to), in a scope; the query the month view runs (bench/calendar-month). */
export function calendarRange(db: Db, scope: SQL | undefined, from: Date, to: Date, filters: { photographerId?: number; includeCancelled?: boolean } = {}) {
  return db
    .select({
      id: projects.id,
      projectName: projects.projectName,
      status: projects.status,
      start: projects.scheduledStart,
      durationMinutes: projects.durationMinutes,
      sequence: projects.scheduleSequence,
      address: projects.siteAddress,
      companyId: companies.id,
      companyName: companies.companyName,
      photographerId: users.id,
      photographerName: users.username,
      services: serviceNames,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(users, eq(users.id, projects.photographerId))
    .where(
      and(
        isNotNull(projects.scheduledStart),
        lt(projects.scheduledStart, to),
        gte(projects.scheduledStart, sql`${from.toISOString()}::timestamptz - ${longestShoot}`),
        sql`${shootEnd} > ${from.toISOString()}::timestamptz`,
        filters.includeCancelled ? undefined : ne(projects.status, 'cancelled'),
        filters.photographerId ? eq(projects.photographerId, filters.photographerId) : undefined,
        scope,
      ),
    )
    .orderBy(asc(projects.scheduledStart), asc(projects.id));
}

export type CalendarRow = Awaited<ReturnType<typeof calendarRange>>[number];

export function createCalendarRepository(db: Db) {
  return {
    async companyExists(id: number, tx: Db = db) {
      return (await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id))).length > 0;
    },

    range: (actor: Actor, from: Date, to: Date, filters: { photographerId?: number; includeCancelled?: boolean }) => calendarRange(db, calendarScope(actor), from, to, filters),

    /** A feed's shoots: a photographer's or a company's booked ones, cancelled included, newest bookings within a year back. */
    feed(owner: { photographerId: number } | { companyId: number }, since: Date) {
      const scope = 'photographerId' in owner ? eq(projects.photographerId, owner.photographerId) : eq(projects.companyId, owner.companyId);
      return calendarRange(db, scope, since, new Date('9999-12-31T00:00:00Z'), { includeCancelled: true });
    },

    /** Orders waiting for a time, oldest first: open, with an order, no booking. */
    async unscheduled(actor: Actor, query: { page?: number; page_size?: number }) {
      const where = and(isNull(projects.scheduledStart), notInArray(projects.status, ['cancelled', 'completed']), projectScope(actor));
      const window = pageWindow(query);
      const rows = db
        .select({
          id: projects.id,
          projectName: projects.projectName,
          status: projects.status,
          companyId: companies.id,
          companyName: companies.companyName,
          address: projects.siteAddress,
          windows: orders.preferredWindows,
          minutes: serviceMinutes,
          services: serviceNames,
          createdAt: orders.createdAt,
        })
        .from(projects)
        .innerJoin(orders, eq(orders.projectId, projects.id))
        .innerJoin(companies, eq(companies.id, projects.companyId))
        .where(where)
        .orderBy(asc(orders.createdAt), asc(projects.id));
      const [list, [total]] = await Promise.all([window ? rows.limit(window.limit).offset(window.offset) : rows, db.select({ n: count() }).from(projects).innerJoin(orders, eq(orders.projectId, projects.id)).where(where)]);
      return { rows: list, total: Number(total?.n ?? 0), pagination: paginationOf(window, Number(total?.n ?? 0)) };
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
