import type { Db } from '../db/client.ts';
import type { JobHandlers } from './job-handler.ts';
import { releaseIdleMemory } from '../lib/release-memory.ts';
import { createJobRunner, type JobsLogger } from './job-runner.ts';
import { createJobScheduler, type JobSchedule } from './job-scheduler.ts';
import type { JobQueue } from './job-queue.ts';
import type { JobsRepository } from './jobs.repository.ts';

/** Finished jobs are kept this long (to see what ran and why one failed), then pruned. */
export const finishedJobsKeptMs = 7 * 24 * 3_600_000;

/** The housekeeping every instance schedules; the job engine queues each run once, whichever instance is first. */
export const housekeepingSchedules: JobSchedule[] = [
  { name: 'storage sweep', cron: '* * * * *', kind: 'sweep.storage', payload: {} },
  { name: 'login records sweep', cron: '*/10 * * * *', kind: 'sweep.login_records', payload: {} },
  { name: 'prune finished jobs', cron: '17 3 * * *', kind: 'jobs.prune', payload: {} },
  { name: 'prune webhook deliveries', cron: '23 3 * * *', kind: 'webhooks.prune', payload: {} },
];

/**
 * Added on the embedded database, which has no autovacuum (db/embedded-upkeep.ts): after the
 * night's pruning, so the space of what it deleted is reused.
 */
const embeddedUpkeepSchedule: JobSchedule = { name: 'embedded database upkeep', cron: '41 3 * * *', kind: 'db.upkeep', payload: {} };

/** The housekeeping an instance on this kind of database schedules: PostgreSQL vacuums itself. */
export const housekeepingSchedulesOn = (database: 'pglite' | 'postgres') => (database === 'pglite' ? [...housekeepingSchedules, embeddedUpkeepSchedule] : housekeepingSchedules);

/**
 * This instance's share of the background work: the runner that claims and runs jobs of every kind
 * handled here, and the scheduler that queues the scheduled ones. Started and stopped by the app.
 */
export function createBackgroundWork({
  db,
  jobs,
  queue,
  handlers,
  schedules = housekeepingSchedules,
  logger,
  clock,
  timing = {},
}: {
  db: Db;
  jobs: JobsRepository;
  queue: JobQueue;
  handlers: Omit<JobHandlers, 'jobs.prune'>;
  schedules?: JobSchedule[];
  logger: JobsLogger;
  clock?: () => Date;
  /** How often an idle runner polls and the scheduler ticks (tests make them fast). */
  timing?: { pollMs?: number; tickMs?: number };
}) {
  const runner = createJobRunner({
    jobs,
    logger,
    pollMs: timing.pollMs,
    // Once the images queue has nothing left, the memory of its decoded images and outputs goes back to the system.
    onIdle: (queueName) => {
      if (queueName === 'images') void releaseIdleMemory();
    },
    handlers: {
      ...handlers,
      'jobs.prune': { handle: async () => void (await jobs.prune(new Date((clock?.() ?? new Date()).getTime() - finishedJobsKeptMs))) },
    },
  });
  queue.notify(runner.wake);
  const scheduler = createJobScheduler({ db, jobs, schedules, clock, log: logger, onQueued: runner.wake, tickMs: timing.tickMs });
  return {
    runner,
    scheduler,
    start() {
      runner.start();
      scheduler.start();
    },
    async stop() {
      await scheduler.stop();
      await runner.stop();
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
