import { Cron } from 'croner';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobSchedules } from '../db/schema/index.ts';
import { createPeriodicTask } from '../lib/periodic-task.ts';
import type { JobKind, JobPayloadInput } from './job-kinds.ts';
import type { JobsLogger } from './job-runner.ts';
import type { JobsRepository } from './jobs.repository.ts';

/** A job queued on a cron pattern (`*\/10 * * * *`: every ten minutes), in the given time zone (UTC by default). */
export interface JobSchedule<K extends JobKind = JobKind> {
  name: string;
  cron: string;
  kind: K;
  payload: JobPayloadInput<K>;
  timezone?: string;
}

export const nextRunAfter = (schedule: Pick<JobSchedule, 'cron' | 'timezone'>, after: Date) => {
  // UTC as an offset, not a zone name: the same times, without the Intl time-zone work (20 ms of a start).
  const zone = schedule.timezone ? { timezone: schedule.timezone } : { utcOffset: 0 };
  const next = new Cron(schedule.cron, { paused: true, ...zone }).nextRun(after);
  if (!next) throw new Error(`cron pattern ${schedule.cron} never runs`);
  return next;
};

/**
 * Queues each scheduled job when it falls due. Every instance ticks, but a run is queued only by the
 * instance whose update moves the schedule's `next_run_at` on: the others' updates find it moved
 * (PostgreSQL re-checks the condition after the row lock), so each run is queued exactly once.
 */
export function createJobScheduler({
  db,
  jobs,
  schedules,
  clock = () => new Date(),
  log,
  tickMs = 15_000,
  onQueued,
}: {
  db: Db;
  jobs: JobsRepository;
  schedules: readonly JobSchedule[];
  clock?: () => Date;
  log?: JobsLogger;
  tickMs?: number;
  /** Told when a tick queued something (to wake this instance's runner). */
  onQueued?: () => void;
}) {
  for (const schedule of schedules) nextRunAfter(schedule, new Date()); // a bad pattern fails at start, not at its first tick

  /** Queues the schedule's job when it is due; true when this call queued it. */
  async function takeIfDue(schedule: JobSchedule, now: Date) {
    return db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await tx.insert(jobSchedules).values({ name: schedule.name, nextRunAt: nextRunAfter(schedule, now) }).onConflictDoNothing();
      const taken = await tx
        .update(jobSchedules)
        .set({ nextRunAt: nextRunAfter(schedule, now), lastRunAt: now })
        .where(and(eq(jobSchedules.name, schedule.name), lte(jobSchedules.nextRunAt, now)))
        .returning({ name: jobSchedules.name });
      if (!taken.length) return false;
      await jobs.enqueue(schedule.kind, schedule.payload, { tx });
      return true;
    });
  }

  /** Looks at every schedule once; returns the names of those this call queued. */
  async function tick() {
    const now = clock();
    const queued: string[] = [];
    for (const schedule of schedules) if (await takeIfDue(schedule, now)) queued.push(schedule.name);
    if (queued.length) onQueued?.();
    return queued;
  }

  const task = createPeriodicTask({ name: 'job schedules', work: async () => void (await tick()), intervalMs: tickMs, log });
  return { tick, start: task.start, stop: task.stop };
}

export type JobScheduler = ReturnType<typeof createJobScheduler>;
