import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { files, jobs as jobsTable } from '../../src/db/schema/index.ts';
import { createJobRunner } from '../../src/jobs/job-runner.ts';
import { createJobsRepository } from '../../src/jobs/jobs.repository.ts';
import { createDerivatives, type DerivativesLogger } from '../../src/modules/derivatives/index.ts';
import { createSharpImageProcessor, type ImageProcessor } from '../../src/modules/derivatives/image-processor.ts';
import type { FileStore } from '../../src/storage/file-store.ts';
import { createLocalFileStore } from '../../src/storage/local-file-store.ts';
import { createCompany } from '../factories.ts';
import { insertProject } from '../project-fixtures.ts';
import { useTestApp } from '../test-app.ts';

export type LogLine = { level: string; details: Record<string, unknown>; message: string };

export const defaultMaxOriginalBytes = 300 * 1024 ** 2;

/** A test app's database, a local store of its own, a 1200 x 800 JPEG, and workers built on them with a recording logger. */
export function useDerivativeFixture() {
  const context = useTestApp();
  const processor = createSharpImageProcessor();
  const fixture = {
    context,
    processor,
    jpeg: Buffer.alloc(0),
    store: undefined as unknown as FileStore,
    storeRoot: '',
    logs: [] as LogLine[],
  };

  const logger: DerivativesLogger = {
    info: (details, message) => void fixture.logs.push({ level: 'info', details: details as Record<string, unknown>, message }),
    warn: (details, message) => void fixture.logs.push({ level: 'warn', details: details as Record<string, unknown>, message }),
    error: (details, message) => void fixture.logs.push({ level: 'error', details: details as Record<string, unknown>, message }),
  };

  beforeAll(async () => {
    fixture.jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
      .jpeg()
      .toBuffer();
    fixture.storeRoot = path.join(context.dataDir, 'store');
    fixture.store = createLocalFileStore(fixture.storeRoot);
  });

  beforeEach(() => {
    fixture.logs = [];
  });

  /** An uploaded file: its object in the store and its row, as the upload path leaves them. */
  async function uploadedFile(db: Db, options: { bytes?: Buffer; contentType?: string; projectId?: number } = {}) {
    const projectId = options.projectId ?? (await insertProject(db, { companyId: (await createCompany(db)).id })).id;
    const storageKey = `projects/${projectId}/${randomUUID()}`;
    const bytes = options.bytes ?? fixture.jpeg;
    await fixture.store.put(storageKey, Readable.from([bytes]), { contentType: 'image/jpeg', size: bytes.length });
    const [row] = await db
      .insert(files)
      .values({ projectId, fileName: `${storageKey.slice(-8)}.jpg`, storageKey, size: bytes.length, contentType: options.contentType ?? 'image/jpeg', fileType: 'image' })
      .returning();
    return row!;
  }

  const fileRow = async (db: Db, id: number) => (await db.select().from(files).where(eq(files.id, id)))[0];
  /** The derivative jobs, oldest first, each with the file it is for. */
  const jobRows = async (db: Db) =>
    (await db.select().from(jobsTable).where(eq(jobsTable.kind, 'derivatives.make')).orderBy(jobsTable.id)).map((job) => ({ ...job, fileId: (job.payload as { fileId: number }).fileId }));

  /** The derivative job on the job engine, as one instance runs it: `jobs` queues and claims, `worker` runs. */
  function setup(
    db: Db,
    options: { store?: FileStore; processor?: ImageProcessor; backoffSeconds?: (attempt: number) => number; workerId?: string; pollMs?: number; maxOriginalBytes?: number } = {},
  ) {
    const repository = createJobsRepository(db);
    const derivatives = createDerivatives({
      db,
      jobs: repository,
      store: options.store ?? fixture.store,
      processor: options.processor ?? processor,
      logger,
      maxOriginalBytes: options.maxOriginalBytes ?? defaultMaxOriginalBytes,
      backoffSeconds: options.backoffSeconds,
    });
    const worker = createJobRunner({ jobs: repository, handlers: { 'derivatives.make': derivatives.handler }, logger, workerId: options.workerId, pollMs: options.pollMs });
    const jobs = {
      /** Queues a file's derivatives as an upload does, whatever its size. */
      async enqueue(fileId: number, tx: Db = db) {
        await tx.update(files).set({ derivativeStatus: 'pending' }).where(eq(files.id, fileId));
        await repository.enqueue('derivatives.make', { fileId }, { tx });
      },
      async claim(workerId: string) {
        const job = await repository.claim(workerId, ['derivatives.make']);
        return job && { ...job, fileId: (job.payload as { fileId: number }).fileId };
      },
    };
    return { jobs, worker };
  }

  return Object.assign(fixture, { uploadedFile, fileRow, jobRows, setup });
}
