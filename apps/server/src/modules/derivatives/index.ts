import type { Db } from '../../db/client.ts';
import type { JobsRepository } from '../../jobs/jobs.repository.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { createDerivativeFilesRepository } from './derivative-files.repository.ts';
import { createDerivativeJob, type DerivativesLogger } from './derivative-job.ts';
import { planDerivatives } from './derivative-plan.ts';
import { createSharpImageProcessor, type ImageProcessor, type MlsRule } from './image-processor.ts';
import { removeStaleOriginalCopies, staleCopyAfterMs } from './original-file.ts';

export { canMakeDerivatives, createSharpImageProcessor, defaultMlsRule, mlsSpecOf, type MlsRule, derivativeKey, derivativeKeysOf, derivativeKinds, isDerivativeKey, type DerivativeKind, type ImageProcessor } from './image-processor.ts';
export type { DerivativesLogger } from './derivative-job.ts';

/** The derivative job's handler and how a new file queues it. */
export function createDerivatives({
  db,
  jobs,
  store,
  logger,
  maxOriginalBytes,
  processor = createSharpImageProcessor(),
  backoffSeconds,
  mlsRule,
}: {
  db: Db;
  jobs: Pick<JobsRepository, 'enqueue'>;
  store: FileStore;
  logger: DerivativesLogger;
  /** Originals over this many bytes are listed without derivatives. */
  maxOriginalBytes: number;
  processor?: ImageProcessor;
  backoffSeconds?: (attempt: number) => number;
  /** The business's MLS rule, read by each job. */
  mlsRule?: () => Promise<MlsRule>;
}) {
  const files = createDerivativeFilesRepository(db);
  return {
    /** The image processor, for MLS copies made again under a changed rule. */
    processor,
    handler: createDerivativeJob({ db, files, store, processor, logger, maxOriginalBytes, backoffSeconds, mlsRule }),
    /** Queues the derivatives of a new file in the caller's transaction, or records why it gets none; returns its status. */
    async queue(file: { id: number; contentType: string; size: number }, tx: Db) {
      const plan = planDerivatives(file, maxOriginalBytes);
      if (plan.status === 'pending') {
        await files.markPending(file.id, tx);
        await jobs.enqueue('derivatives.make', { fileId: file.id }, { tx });
      }
      if (plan.status === 'skipped') await files.markSkipped(file.id, plan.reason, tx);
      return plan.status;
    },
    /** Clears the S3 copies of originals an earlier instance on this machine left when it was killed mid-job. */
    removeStaleCopies: () => removeStaleOriginalCopies(new Date(Date.now() - staleCopyAfterMs)),
  };
}

export type Derivatives = ReturnType<typeof createDerivatives>;
