import { Readable } from 'node:stream';
import { transactor } from '../../lib/transaction.ts';
import type { Db } from '../../db/client.ts';
import { PermanentJobError, type JobHandler } from '../../jobs/job-handler.ts';
import { NotFoundInStore, type FileStore } from '../../storage/file-store.ts';
import type { DerivativeFilesRepository, DerivativeKeys } from './derivative-files.repository.ts';
import { planDerivatives } from './derivative-plan.ts';
import { canMakeDerivatives, defaultMlsRule, derivativeKey, derivativeKeysOf, ImageProcessingError, type ImageProcessor, type MlsRule, mlsSpecOf } from './image-processor.ts';
import { withOriginalFile } from './original-file.ts';

/** The part of pino (Fastify's `app.log`) the derivative job uses. */
export interface DerivativesLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DerivativeJobDeps {
  db: Db;
  files: DerivativeFilesRepository;
  store: FileStore;
  processor: ImageProcessor;
  logger: DerivativesLogger;
  /** Originals larger than this get no derivatives (their decode could take the server down). */
  maxOriginalBytes: number;
  /** Seconds before attempt `attempt + 1` after a retryable failure. */
  backoffSeconds?: (attempt: number) => number;
  /** The business's MLS rule at the time of the job (the defaults when not given). */
  mlsRule?: () => Promise<MlsRule>;
}

const isRetryable = (error: unknown) => !(error instanceof NotFoundInStore) && !(error instanceof ImageProcessingError && !error.retryable);

/** 30 s, 2 min, 8 min. */
const defaultBackoff = (attempt: number) => 30 * 4 ** (attempt - 1);

/**
 * Makes a file's thumbnail, preview, proof and MLS size. A retry overwrites the same keys; a job
 * failed for good leaves none behind, nor any an earlier crashed attempt wrote.
 */
export function createDerivativeJob({ db, files, store, processor, logger, maxOriginalBytes, backoffSeconds = defaultBackoff, mlsRule = async () => defaultMlsRule }: DerivativeJobDeps): JobHandler<'derivatives.make'> {
  const transact = transactor(db);

  async function removeDerivatives(fileId: number, storageKey: string) {
    await store.delete(derivativeKeysOf(storageKey)).catch((error: unknown) => logger.warn({ fileId, err: error }, 'could not remove the derivatives of a failed job'));
  }

  return {
    queue: 'images',
    backoffSeconds,
    isRetryable,
    describe: ({ fileId }) => ({ fileId }),
    settle: ({ fileId }, outcome, error, tx) => files.settle(fileId, outcome, error, tx),
    async afterFailed({ fileId }) {
      const storageKey = await files.storageKeyOf(fileId);
      if (storageKey) await removeDerivatives(fileId, storageKey);
    },
    async handle({ fileId }, job) {
      const file = await files.startProcessing(fileId);
      if (!file) return; // deleted meanwhile: nothing to make
      const plan = planDerivatives(file, maxOriginalBytes);
      if (plan.status === 'skipped') {
        await transact(async (tx) => {
          await files.markSkipped(file.id, plan.reason, tx);
          await job.complete(tx);
        });
        await removeDerivatives(file.id, file.storageKey);
        return;
      }
      if (!canMakeDerivatives(file.contentType)) throw new PermanentJobError(`No derivatives for ${file.contentType}`);

      const mls = await mlsRule();
      const result = await withOriginalFile(store, file.storageKey, (path) => processor.makeDerivatives(path, undefined, { mls }));
      const keys = {} as DerivativeKeys;
      const written: string[] = [];
      for (const output of result.outputs) {
        const key = derivativeKey(file.storageKey, output.kind);
        await store.put(key, Readable.from([output.data]), { contentType: output.contentType, size: output.data.length });
        written.push(key);
        keys[output.kind] = key;
      }
      const recorded = await transact(async (tx) => {
        const ok = await files.complete(file.id, keys, result, tx, mlsSpecOf(mls));
        await job.complete(tx);
        return ok;
      });
      if (!recorded) {
        await store.delete(written);
        logger.info({ fileId, jobId: job.jobId }, 'file deleted while its derivatives were made; removed them');
      }
    },
  };
}
