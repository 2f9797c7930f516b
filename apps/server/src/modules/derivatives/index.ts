import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { createDerivativeJobsRepository } from './derivative-jobs.repository.ts';
import { planDerivatives } from './derivative-plan.ts';
import { createDerivativeWorker, type DerivativesLogger } from './derivative-worker.ts';
import { createSharpImageProcessor, type ImageProcessor } from './image-processor.ts';

export { canMakeDerivatives, derivativeKey, derivativeKeysOf, derivativeKinds, isDerivativeKey, type DerivativeKind, type ImageProcessor } from './image-processor.ts';
export type { DerivativeJobsRepository } from './derivative-jobs.repository.ts';
export type { DerivativeWorker, DerivativesLogger } from './derivative-worker.ts';

/** The derivative queue and this instance's worker; the caller starts and stops the worker. */
export function createDerivatives({
  db,
  store,
  logger,
  maxOriginalBytes,
  processor = createSharpImageProcessor(),
  pollMs,
}: {
  db: Db;
  store: FileStore;
  logger: DerivativesLogger;
  /** Originals over this many bytes are listed without derivatives. */
  maxOriginalBytes: number;
  processor?: ImageProcessor;
  pollMs?: number;
}) {
  const jobs = createDerivativeJobsRepository(db);
  const worker = createDerivativeWorker({ jobs, store, processor, logger, maxOriginalBytes, pollMs });
  return {
    jobs,
    worker,
    /** Queues the derivatives of a new file in the caller's transaction, or records why it gets none; returns its status. */
    async queue(file: { id: number; contentType: string; size: number }, tx: Db) {
      const plan = planDerivatives(file, maxOriginalBytes);
      if (plan.status === 'pending') await jobs.enqueue(file.id, tx);
      if (plan.status === 'skipped') await jobs.markSkipped(file.id, plan.reason, tx);
      return plan.status;
    },
  };
}
