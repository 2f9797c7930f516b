import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { derivativeJobs, files } from '../../db/schema/index.ts';
import type { DerivativeKind } from './image-processor.ts';

/** A job running this long is taken to belong to a crashed instance and may be claimed again. */
export const STALE_LOCK = '10 minutes';
export const MAX_ATTEMPTS = 3;

export type ClaimedJob = { id: number; fileId: number; kind: string; attempts: number };
export type DerivativeKeys = Record<DerivativeKind, string>;

export interface DerivativeJobsOptions {
  /** Seconds before attempt `attempts + 1` after a retryable failure. */
  backoffSeconds?: (attempts: number) => number;
}

/** A file without derivatives lists none, so sweeping their objects leaves no link to a missing object. */
const noDerivatives = { thumbnailKey: null, previewKey: null, proofKey: null, mlsKey: null };

const defaultBackoff = (attempts: number) => 30 * 4 ** (attempts - 1);

/** The queue of derivative work in PostgreSQL, shared by every app instance. */
export function createDerivativeJobsRepository(db: Db, { backoffSeconds = defaultBackoff }: DerivativeJobsOptions = {}) {
  return {
    /** Queues the image derivatives of a file; pass the caller's `tx` so the job commits with the file row. */
    async enqueue(fileId: number, tx: Db = db) {
      await tx.insert(derivativeJobs).values({ fileId, kind: 'image' });
      await tx.update(files).set({ derivativeStatus: 'pending', derivativeError: null }).where(eq(files.id, fileId));
    },

    /**
     * Takes the oldest due job, or one left running by a crashed instance, in one statement; SKIP LOCKED
     * lets several instances claim at once without waiting on or taking each other's rows.
     */
    async claim(workerId: string): Promise<ClaimedJob | undefined> {
      const next = sql`(select ${derivativeJobs.id} from ${derivativeJobs}
        where (${derivativeJobs.status} = 'queued' and ${derivativeJobs.runAfter} <= now())
           or (${derivativeJobs.status} = 'running' and ${derivativeJobs.lockedAt} < now() - interval '${sql.raw(STALE_LOCK)}')
        order by ${derivativeJobs.id} limit 1 for update skip locked)`;
      const [job] = await db
        .update(derivativeJobs)
        .set({ status: 'running', attempts: sql`${derivativeJobs.attempts} + 1`, lockedAt: sql`now()`, lockedBy: workerId })
        .where(eq(derivativeJobs.id, next))
        .returning({ id: derivativeJobs.id, fileId: derivativeJobs.fileId, kind: derivativeJobs.kind, attempts: derivativeJobs.attempts });
      return job;
    },

    /** Records why a file gets no derivatives (too large); pass the caller's `tx` to commit it with the file row. */
    async markSkipped(fileId: number, reason: string, tx: Db = db) {
      await tx.update(files).set({ ...noDerivatives, derivativeStatus: 'skipped', derivativeError: reason }).where(eq(files.id, fileId));
    },

    /** Closes a job whose file turned out to get no derivatives, and says why on the file. */
    async skip(jobId: number, fileId: number, reason: string) {
      await db.transaction(async (tx) => {
        await tx.update(files).set({ ...noDerivatives, derivativeStatus: 'skipped', derivativeError: reason }).where(eq(files.id, fileId));
        await tx.update(derivativeJobs).set({ status: 'done', lockedAt: null, lockedBy: null, lastError: reason }).where(eq(derivativeJobs.id, jobId));
      });
    },

    /** Marks the file as being processed and returns where its original is; undefined when the file is gone. */
    async startProcessing(fileId: number) {
      const [file] = await db
        .update(files)
        .set({ derivativeStatus: 'processing' })
        .where(eq(files.id, fileId))
        .returning({ id: files.id, storageKey: files.storageKey, contentType: files.contentType, size: files.size });
      return file;
    },

    /** Records the derivatives on the file and closes the job; false when the file row was deleted meanwhile. */
    async complete(jobId: number, fileId: number, keys: DerivativeKeys, size: { width: number; height: number }) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(files)
          .set({
            thumbnailKey: keys.thumbnail,
            previewKey: keys.preview,
            proofKey: keys.proof,
            mlsKey: keys.mls,
            width: size.width,
            height: size.height,
            derivativeStatus: 'ready',
            derivativeError: null,
          })
          .where(eq(files.id, fileId))
          .returning({ id: files.id });
        await tx
          .update(derivativeJobs)
          .set({ status: 'done', lockedAt: null, lockedBy: null, lastError: null })
          .where(eq(derivativeJobs.id, jobId));
        return updated.length > 0;
      });
    },

    /**
     * Puts a failed job back in the queue with a growing delay, or, when it is not retryable or out of
     * attempts, fails it and the file's derivatives (the caller removes any it wrote). The original object
     * and the rest of the file row are never touched.
     */
    async fail(jobId: number, error: string, { retryable }: { retryable: boolean }) {
      return db.transaction(async (tx) => {
        const [job] = await tx
          .select({ fileId: derivativeJobs.fileId, attempts: derivativeJobs.attempts })
          .from(derivativeJobs)
          .where(eq(derivativeJobs.id, jobId))
          .for('update');
        if (!job) return 'gone' as const;
        const unlock = { lockedAt: null, lockedBy: null, lastError: error };
        if (retryable && job.attempts < MAX_ATTEMPTS) {
          const delay = backoffSeconds(job.attempts);
          await tx
            .update(derivativeJobs)
            .set({ ...unlock, status: 'queued', runAfter: sql`now() + ${delay}::float8 * interval '1 second'` })
            .where(eq(derivativeJobs.id, jobId));
          await tx.update(files).set({ derivativeStatus: 'pending' }).where(eq(files.id, job.fileId));
          return 'retrying' as const;
        }
        await tx.update(derivativeJobs).set({ ...unlock, status: 'failed' }).where(eq(derivativeJobs.id, jobId));
        await tx.update(files).set({ ...noDerivatives, derivativeStatus: 'failed', derivativeError: error }).where(eq(files.id, job.fileId));
        return 'failed' as const;
      });
    },

    /** Jobs of a file, oldest first (status pages and tests). */
    async jobsOf(fileId: number) {
      return db.select().from(derivativeJobs).where(eq(derivativeJobs.fileId, fileId)).orderBy(derivativeJobs.id);
    },
  };
}

export type DerivativeJobsRepository = ReturnType<typeof createDerivativeJobsRepository>;
