import type { Db } from '../db/client.ts';
import type { JobKind, JobPayload } from './job-kinds.ts';

/** The worker loops: image work runs one job at a time per instance (it uses every core); the rest share a few slots. */
export type JobQueueName = 'images' | 'default';

export interface JobContext {
  jobId: number;
  /** This attempt's number, from 1. */
  attempt: number;
  /** Whether a failure now fails the job for good. */
  finalAttempt: boolean;
  /**
   * Marks the job done inside the handler's own transaction, so its result and the job's end
   * commit together; otherwise the runner marks it done once the handler returns.
   */
  complete(tx: Db): Promise<void>;
}

export interface JobHandler<K extends JobKind> {
  handle(payload: JobPayload<K>, context: JobContext): Promise<void>;
  queue?: JobQueueName;
  /** Seconds before attempt `attempt + 1` after a failure. */
  backoffSeconds?: (attempt: number) => number;
  /** Whether a failure may succeed on a later attempt; a PermanentJobError never does. */
  isRetryable?: (error: unknown) => boolean;
  /** Records a failure's outcome on the job's subject, in the transaction that records it on the job. */
  settle?: (payload: JobPayload<K>, outcome: 'retrying' | 'failed', error: string, tx: Db) => Promise<void>;
  /** Clean-up outside the database once the job has failed for good (objects it wrote). */
  afterFailed?: (payload: JobPayload<K>) => Promise<void>;
  /** What the log says the job is about (never secrets: an e-mail's text may hold a password link). */
  describe?: (payload: JobPayload<K>) => object;
}

export type JobHandlers = { [K in JobKind]?: JobHandler<K> };

/** A failure no retry can fix (a file gone, a payload that cannot be read). */
export class PermanentJobError extends Error {}

/** 30 s, 1 min, 2 min … doubling up to an hour between attempts. */
export const exponentialBackoff = (attempt: number) => Math.min(30 * 2 ** (attempt - 1), 3600);
