import { and, eq, gt, isNotNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, projects, projectServices, roles, services, users } from '../../db/schema/index.ts';

/** The end of a booked shoot, in SQL. */
export const shootEnd = sql`(${projects.scheduledStart} + ${projects.durationMinutes} * interval '1 minute')`;

/** A shoot's booking, read under its row lock so two changes of one shoot queue up. */
export interface ScheduleState {
  id: number;
  projectName: string;
  status: string;
  companyId: number;
  scheduledStart: Date | null;
  durationMinutes: number | null;
  photographerId: number | null;
  scheduleSequence: number;
  /** The sum of its services' durations. */
  serviceMinutes: number;
  hasOrder: boolean;
  preferredWindows: Array<{ start: string; end: string }>;
}

/** Bookings: a shoot's time and photographer, and a photographer's other shoots. */
export function createScheduleRepository(db: Db) {
  return {
    async lockState(projectId: number, tx: Db): Promise<ScheduleState | undefined> {
      const [row] = await tx
        .select({
          id: projects.id,
          projectName: projects.projectName,
          status: projects.status,
          companyId: projects.companyId,
          scheduledStart: projects.scheduledStart,
          durationMinutes: projects.durationMinutes,
          photographerId: projects.photographerId,
          scheduleSequence: projects.scheduleSequence,
        })
        .from(projects)
        .where(eq(projects.id, projectId))
        .for('no key update');
      if (!row) return undefined;
      const [minutes] = await tx
        .select({ total: sql<number>`coalesce(sum(${services.durationMinutes}), 0)::int` })
        .from(projectServices)
        .innerJoin(services, eq(services.id, projectServices.serviceId))
        .where(eq(projectServices.projectId, projectId));
      const [order] = await tx.select({ windows: orders.preferredWindows }).from(orders).where(eq(orders.projectId, projectId));
      return { ...row, serviceMinutes: Number(minutes?.total ?? 0), hasOrder: Boolean(order), preferredWindows: order?.windows ?? [] };
    },

    /**
     * An active account holding the photographer role, its row locked until the transaction ends:
     * two bookings of the same photographer queue up, so both cannot pass the overlap check.
     */
    async lockPhotographer(id: number, tx: Db) {
      const [row] = await tx
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.id, id), eq(users.isActive, true), eq(users.type, 'user'), sql`lower(${roles.name}) = 'photographer'`))
        .for('no key update', { of: users });
      return row;
    },

    /** The photographer's other live shoots that overlap [start, end). */
    overlapping(photographerId: number, start: Date, end: Date, exceptProjectId: number, tx: Db = db) {
      return tx
        .select({ id: projects.id, projectName: projects.projectName, start: projects.scheduledStart, durationMinutes: projects.durationMinutes })
        .from(projects)
        .where(
          and(
            eq(projects.photographerId, photographerId),
            ne(projects.id, exceptProjectId),
            notInArray(projects.status, ['cancelled']),
            isNotNull(projects.scheduledStart),
            lt(projects.scheduledStart, end),
            gt(shootEnd, start),
          ),
        )
        .orderBy(projects.scheduledStart);
    },

    /** Books the shoot; answers the new schedule sequence. */
    async book(projectId: number, booking: { start: Date; durationMinutes: number; photographerId: number }, tx: Db) {
      const [row] = await tx
        .update(projects)
        .set({
          scheduledStart: booking.start,
          durationMinutes: booking.durationMinutes,
          photographerId: booking.photographerId,
          scheduleSequence: sql`${projects.scheduleSequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(projects.id, projectId))
        .returning({ sequence: projects.scheduleSequence });
      return row!.sequence;
    },

    /** Releases the booked time (back to the unscheduled orders); answers the new sequence. */
    async release(projectId: number, tx: Db) {
      const [row] = await tx
        .update(projects)
        .set({ scheduledStart: null, durationMinutes: null, photographerId: null, scheduleSequence: sql`${projects.scheduleSequence} + 1`, updatedAt: sql`now()` })
        .where(eq(projects.id, projectId))
        .returning({ sequence: projects.scheduleSequence });
      return row!.sequence;
    },

    /** Cancels the shoot, keeping its time so feeds show it cancelled; answers the new sequence. */
    async cancel(projectId: number, reason: string | null, at: Date, tx: Db) {
      const [row] = await tx
        .update(projects)
        .set({ status: 'cancelled', scheduleSequence: sql`${projects.scheduleSequence} + 1`, updatedAt: sql`now()` })
        .where(eq(projects.id, projectId))
        .returning({ sequence: projects.scheduleSequence });
      await tx.update(orders).set({ cancelledAt: at, cancelReason: reason, updatedAt: sql`now()` }).where(eq(orders.projectId, projectId));
      return row!.sequence;
    },

    async replaceWindows(projectId: number, windows: Array<{ start: string; end: string }>, tx: Db) {
      await tx.update(orders).set({ preferredWindows: windows, updatedAt: sql`now()` }).where(eq(orders.projectId, projectId));
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
