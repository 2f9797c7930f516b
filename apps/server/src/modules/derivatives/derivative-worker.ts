import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Readable } from 'node:stream';
import { NotFoundInStore, type FileStore } from '../../storage/file-store.ts';
import { MAX_ATTEMPTS, type ClaimedJob, type DerivativeJobsRepository, type DerivativeKeys } from './derivative-jobs.repository.ts';
import { planDerivatives } from './derivative-plan.ts';
import { canMakeDerivatives, derivativeKey, derivativeKeysOf, ImageProcessingError, type ImageProcessor } from './image-processor.ts';
import { removeStaleOriginalCopies, staleCopyAfterMs, withOriginalFile } from './original-file.ts';

/** The part of pino (Fastify's `app.log`) the worker uses. */
export interface DerivativesLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DerivativeWorkerDeps {
  jobs: DerivativeJobsRepository;
  store: FileStore;
  processor: ImageProcessor;
  logger: DerivativesLogger;
  /** Originals larger than this get no derivatives (their decode could take the server down). */
  maxOriginalBytes: number;
  /** How often an idle worker looks for jobs queued by other instances or due for a retry. */
  pollMs?: number;
  /** Written to locked_by; unique per instance. */
  workerId?: string;
}

/** A failure no retry can fix. */
class PermanentFailure extends Error {}

const isRetryable = (error: unknown) =>
  !(error instanceof PermanentFailure) && !(error instanceof NotFoundInStore) && !(error instanceof ImageProcessingError && !error.retryable);

/** Makes the derivatives of queued files, one job at a time per instance (image work uses every core). */
export function createDerivativeWorker({
  jobs,
  store,
  processor,
  logger,
  maxOriginalBytes,
  pollMs = 5_000,
  workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
}: DerivativeWorkerDeps) {
  let running = false;
  let loop: Promise<void> | undefined;
  let woken = false;
  let interruptSleep: (() => void) | undefined;
  let tail: Promise<unknown> = Promise.resolve();

  // The loop and drain() share one queue, so this instance never runs two jobs at once.
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work);
    tail = result.catch(() => {});
    return result;
  };

  async function runJob(job: ClaimedJob) {
    const written: string[] = [];
    const details = { fileId: job.fileId, jobId: job.id, attempt: job.attempts };
    let file: Awaited<ReturnType<DerivativeJobsRepository['startProcessing']>>;
    try {
      file = await jobs.startProcessing(job.fileId);
      if (!file) return; // deleted meanwhile: its jobs went with it
      const plan = planDerivatives(file, maxOriginalBytes);
      if (plan.status === 'skipped') {
        await jobs.skip(job.id, file.id, plan.reason);
        await removeDerivatives(file.storageKey, details);
        return;
      }
      if (job.attempts > MAX_ATTEMPTS) throw new PermanentFailure(`Stopped after ${MAX_ATTEMPTS} attempts that did not finish`);
      if (!canMakeDerivatives(file.contentType)) throw new PermanentFailure(`No derivatives for ${file.contentType}`);

      const result = await withOriginalFile(store, file.storageKey, (path) => processor.makeDerivatives(path));
      const keys = {} as DerivativeKeys;
      for (const output of result.outputs) {
        const key = derivativeKey(file.storageKey, output.kind);
        await store.put(key, Readable.from([output.data]), { contentType: output.contentType, size: output.data.length });
        written.push(key);
        keys[output.kind] = key;
      }
      if (!(await jobs.complete(job.id, file.id, keys, result))) {
        await store.delete(written);
        logger.info(details, 'file deleted while its derivatives were made; removed them');
      }
    } catch (error) {
      // A retry overwrites the same keys; a job failed for good leaves none behind, nor any an earlier crashed attempt wrote.
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await jobs.fail(job.id, message, { retryable: isRetryable(error) });
      if (outcome === 'failed') logger.error({ ...details, err: error }, 'image derivatives failed');
      else if (outcome === 'retrying') logger.warn({ ...details, err: error }, 'image derivatives failed; will retry');
      if (outcome === 'failed' && file) await removeDerivatives(file.storageKey, details);
    }
  }

  async function removeDerivatives(storageKey: string, details: object) {
    await store
      .delete(derivativeKeysOf(storageKey))
      .catch((error: unknown) => logger.warn({ ...details, err: error }, 'could not remove the derivatives of a failed job'));
  }

  /** Claims and runs one job; false when none is due. */
  async function runNext() {
    const job = await jobs.claim(workerId);
    if (!job) return false;
    await runJob(job);
    return true;
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        interruptSleep = undefined;
        resolve();
      }
      interruptSleep = done;
    });

  async function run() {
    while (running) {
      woken = false;
      let worked = false;
      try {
        worked = await exclusive(runNext);
      } catch (error) {
        logger.error({ err: error }, 'derivative worker could not claim a job');
      }
      if (!worked && running) await sleep(pollMs);
    }
  }

  return {
    workerId,
    /** Also clears the S3 copies an earlier instance on this machine left when it was killed mid-job. */
    start() {
      if (running) return;
      running = true;
      loop = run();
      void removeStaleOriginalCopies(new Date(Date.now() - staleCopyAfterMs)).catch((error: unknown) => logger.warn({ err: error }, 'could not clear old copies of originals'));
    },
    /** Stops polling and waits for the job under way to finish. */
    async stop() {
      running = false;
      interruptSleep?.();
      await loop;
      await tail;
    },
    /** Looks for work now instead of at the next poll (call after queueing a job). */
    wake() {
      woken = true;
      interruptSleep?.();
    },
    /** Runs jobs until none is due; returns how many ran (tests, scripts). */
    async drain() {
      let count = 0;
      while (await exclusive(runNext)) count += 1;
      return count;
    },
  };
}

export type DerivativeWorker = ReturnType<typeof createDerivativeWorker>;
