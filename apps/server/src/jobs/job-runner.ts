import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/client.ts';
import { jobPayloads, isJobKind, type JobKind } from './job-kinds.ts';
import { exponentialBackoff, PermanentJobError, type JobHandler, type JobHandlers, type JobQueueName } from './job-handler.ts';
import type { ClaimedJob, JobsRepository } from './jobs.repository.ts';

/** The part of pino (Fastify's `app.log`) the runner uses. */
export interface JobsLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerDeps {
  jobs: JobsRepository;
  handlers: JobHandlers;
  logger: JobsLogger;
  /** How often an idle loop looks for jobs queued by other instances or due for a retry. */
  pollMs?: number;
  /** Jobs run at once per queue on this instance. */
  concurrency?: Record<JobQueueName, number>;
  /** Written to locked_by; unique per instance. */
  workerId?: string;
  /** Called when a loop of this queue finds nothing due after running jobs: once per burst of work. */
  onIdle?: (queue: JobQueueName) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs the jobs this instance has handlers for: a few loops per queue, each claiming one job at a time. */
export function createJobRunner({
  jobs,
  handlers,
  logger,
  pollMs = 5_000,
  concurrency = { images: 1, default: 4 },
  workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  onIdle,
}: JobRunnerDeps) {
  const kinds = (Object.keys(handlers) as JobKind[]).filter(isJobKind);
  const kindsOf = (queue: JobQueueName) => kinds.filter((kind) => (handlers[kind]?.queue ?? 'default') === queue);
  let running = false;
  let loops: Promise<void>[] = [];
  // Bumped by wake(); a loop that saw a different value before it looked does not sleep.
  let generation = 0;
  const sleepers = new Set<() => void>();

  async function runJob(job: ClaimedJob) {
    const kind = job.kind as JobKind;
    const handler = handlers[kind] as JobHandler<JobKind> | undefined;
    const parsed = jobPayloads[kind]?.safeParse(job.payload);
    const about = parsed?.success && handler?.describe ? handler.describe(parsed.data) : {};
    const details = { jobId: job.id, kind, attempt: job.attempts, ...about };
    let completed = false;
    try {
      if (!handler || !parsed) throw new PermanentJobError(`No handler for jobs of kind ${job.kind}`);
      if (!parsed.success) throw new PermanentJobError(`Unreadable payload: ${parsed.error.message}`);
      if (job.attempts > job.maxAttempts) throw new PermanentJobError(`Stopped after ${job.maxAttempts} attempts that did not finish`);
      await handler.handle(parsed.data, {
        jobId: job.id,
        attempt: job.attempts,
        finalAttempt: job.attempts >= job.maxAttempts,
        complete: async (tx: Db) => {
          await jobs.complete(job.id, tx);
          completed = true;
        },
      });
      if (!completed) await jobs.complete(job.id);
    } catch (error) {
      const retryable = !(error instanceof PermanentJobError) && (handler?.isRetryable?.(error) ?? true);
      const message = messageOf(error);
      const settle = handler?.settle && parsed?.success ? (outcome: 'retrying' | 'failed', tx: Db) => handler.settle!(parsed.data, outcome, message, tx) : undefined;
      const delaySeconds = (handler?.backoffSeconds ?? exponentialBackoff)(job.attempts);
      const outcome = await jobs.fail(job.id, message, { retryable, delaySeconds, settle });
      if (outcome === 'failed') logger.error({ ...details, err: error }, `${job.kind} job failed`);
      if (outcome === 'failed' && handler?.afterFailed && parsed?.success) {
        await handler.afterFailed(parsed.data).catch((cleanupError: unknown) => logger.warn({ ...details, err: cleanupError }, `${job.kind} job: clean-up after failing did not finish`));
      }
      else if (outcome === 'retrying') logger.warn({ ...details, err: error, retryInSeconds: delaySeconds }, `${job.kind} job failed; will retry`);
    }
  }

  /** Claims and runs one job of these kinds; false when none is due. */
  async function runNext(of: readonly JobKind[]) {
    const job = await jobs.claim(workerId, of);
    if (!job) return false;
    await runJob(job);
    return true;
  }

  const sleep = (ms: number, seen: number) =>
    new Promise<void>((resolve) => {
      if (seen !== generation || !running) return resolve();
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      sleepers.add(done);
    });

  async function loop(queue: JobQueueName, of: readonly JobKind[]) {
    let busy = false;
    while (running) {
      const seen = generation;
      let worked = false;
      try {
        worked = await runNext(of);
      } catch (error) {
        logger.error({ err: error }, 'job runner could not claim a job');
      }
      if (busy && !worked) onIdle?.(queue);
      busy = worked;
      if (!worked) await sleep(pollMs, seen);
    }
  }

  return {
    workerId,
    start() {
      if (running) return;
      running = true;
      for (const queue of ['images', 'default'] as const) {
        const of = kindsOf(queue);
        if (of.length) for (let slot = 0; slot < concurrency[queue]; slot += 1) loops.push(loop(queue, of));
      }
    },
    /** Stops looking for work and waits for the jobs under way to finish. */
    async stop() {
      running = false;
      for (const wakeUp of [...sleepers]) wakeUp();
      await Promise.all(loops);
      loops = [];
    },
    /** Looks for work now instead of at the next poll (after queueing a job). */
    wake() {
      generation += 1;
      for (const wakeUp of [...sleepers]) wakeUp();
    },
    /** Runs due jobs (of these kinds, or every kind handled here) one at a time until none is left; returns how many ran. */
    async drain(of: readonly JobKind[] = kinds) {
      let count = 0;
      while (await runNext(of)) count += 1;
      return count;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
