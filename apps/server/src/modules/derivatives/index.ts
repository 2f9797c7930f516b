import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { createDerivativeJobsRepository } from './derivative-jobs.repository.ts';
import { createDerivativeWorker, type DerivativesLogger } from './derivative-worker.ts';
import { createSharpImageProcessor, derivativeKey, derivativeKinds, type ImageProcessor } from './image-processor.ts';

export { canMakeDerivatives, derivativeKey, derivativeKinds, type DerivativeKind, type ImageProcessor } from './image-processor.ts';
export type { DerivativeJobsRepository } from './derivative-jobs.repository.ts';
export type { DerivativeWorker, DerivativesLogger } from './derivative-worker.ts';

/** Every key a file's derivatives may occupy, written or not: delete them with the original. */
export const derivativeKeysOf = (storageKey: string) => derivativeKinds.map((kind) => derivativeKey(storageKey, kind));

/** The derivative queue and this instance's worker; the caller starts and stops the worker. */
export function createDerivatives({
  db,
  store,
  logger,
  processor = createSharpImageProcessor(),
  pollMs,
}: {
  db: Db;
  store: FileStore;
  logger: DerivativesLogger;
  processor?: ImageProcessor;
  pollMs?: number;
}) {
  const jobs = createDerivativeJobsRepository(db);
  const worker = createDerivativeWorker({ jobs, store, processor, logger, pollMs });
  return { jobs, worker };
}
