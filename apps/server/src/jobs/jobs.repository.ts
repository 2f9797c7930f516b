import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { jobAttempts, jobPayloads, type JobKind, type JobPayloadInput } from './job-kinds.ts';

/** A running job not finished after this long belongs to a crashed instance and may be claimed again. */
export const STALE_LOCK = '10 minutes';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
}

export interface EnqueueOptions {
  /** The caller's transaction: the job commits with the write that caused it, or not at all. */
  tx?: Db;
  /** Not before this time (a reminder, a retry). */
  runAt?: Date;
  maxAttempts?: number;
  /** Skip when a job of this kind is already waiting (sweeps: one pending round is enough). */
  unlessQueued?: boolean;
}

export type FailOutcome = 'retrying' | 'failed' | 'gone';

/** Attempts a kind gets unless its handler or the caller says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** The job table, shared by every app instance; `settle` runs in the transaction that records a failure. */
export function createJobsRepository(db: Db) {
  return {
    /** Queues a job; its payload is checked against its kind's schema first (a bad one throws). */
    async enqueue<K extends JobKind>(kind: K, payload: JobPayloadInput<K>, { tx = db, runAt, maxAttempts = jobAttempts[kind] ?? DEFAULT_MAX_ATTEMPTS, unlessQueued = false }: EnqueueOptions = {}) {
      const parsed = jobPayloads[kind].parse(payload);
      const values = { kind, payload: parsed, maxAttempts, ...(runAt ? { runAfter: runAt } : {}) };
      if (unlessQueued) {
        const waiting = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued'))).limit(1);
        if (waiting.length) return undefined;
      }
      const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
      return row!.id;
    },

    /**
     * Takes the oldest due job of these kinds, or one left running by a crashed instance, in one
     * statement; SKIP LOCKED lets instances claim at once without waiting on each other's rows.
     */
    async claim(workerId: string, kinds: readonly string[]): Promise<ClaimedJob | undefined> {
      if (!kinds.length) return undefined;
      const next = sql`(select ${jobs.id} from ${jobs}
        where ${inArray(jobs.kind, [...kinds])}
          and ((${jobs.status} = 'queued' and ${jobs.runAfter} <= now())
            or (${jobs.status} = 'running' and ${jobs.lockedAt} < now() - interval '${sql.raw(STALE_LOCK)}'))
        order by ${jobs.runAfter}, ${jobs.id} limit 1 for update skip locked)`;
      const [job] = await db
        .update(jobs)
        .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedAt: sql`now()`, lockedBy: workerId })
        .where(eq(jobs.id, next))
        .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts });
      return job;
    },

    async complete(jobId: number, tx: Db = db) {
      await tx.update(jobs).set({ status: 'done', lockedAt: null, lockedBy: null, lastError: null, finishedAt: sql`now()` }).where(eq(jobs.id, jobId));
    },

    /**
     * Puts a failed job back with a delay, or fails it for good when it is not retryable or out of
     * attempts; `settle` records the outcome on the job's subject in the same transaction.
     */
    async fail(jobId: number, error: string, { retryable, delaySeconds, settle }: { retryable: boolean; delaySeconds: number; settle?: (outcome: 'retrying' | 'failed', tx: Db) => Promise<void> }) {
      return db.transaction(async (txn): Promise<FailOutcome> => {
        const tx = txn as unknown as Db;
        const [job] = await tx.select({ attempts: jobs.attempts, maxAttempts: jobs.maxAttempts }).from(jobs).where(eq(jobs.id, jobId)).for('update');
        if (!job) return 'gone';
        const unlock = { lockedAt: null, lockedBy: null, lastError: error.slice(0, 2000) };
        const outcome = retryable && job.attempts < job.maxAttempts ? 'retrying' : 'failed';
        if (outcome === 'retrying') {
          await tx.update(jobs).set({ ...unlock, status: 'queued', runAfter: sql`now() + ${delaySeconds}::float8 * interval '1 second'` }).where(eq(jobs.id, jobId));
        } else {
          await tx.update(jobs).set({ ...unlock, status: 'failed', finishedAt: sql`now()` }).where(eq(jobs.id, jobId));
        }
        await settle?.(outcome, tx);
        return outcome;
      });
    },

    /** Deletes finished jobs (done or failed) that ended before `before`. */
    async prune(before: Date) {
      const removed = await db.delete(jobs).where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before))).returning({ id: jobs.id });
      return removed.length;
    },

    /** Jobs of a kind, oldest first, optionally those whose payload holds `match` (tests, status pages). */
    async list(kind: JobKind, match?: Record<string, unknown>) {
      const where = match ? and(eq(jobs.kind, kind), sql`${jobs.payload} @> ${JSON.stringify(match)}::jsonb`) : eq(jobs.kind, kind);
      return db.select().from(jobs).where(where).orderBy(jobs.id);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
