import { existsSync } from 'node:fs';
import { truncate } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, jobs as jobsTable } from '../../src/db/schema/index.ts';
import { createFilesRepository } from '../../src/modules/files/files.repository.ts';
import { createStorageSweeper } from '../../src/modules/files/storage-sweeper.ts';
import { derivativeKeysOf, type ImageProcessor } from '../../src/modules/derivatives/index.ts';
import type { FileStore } from '../../src/storage/file-store.ts';
import { jpeg as smallJpeg } from '../files/files-helpers.ts';
import { useDerivativeFixture } from './derivative-fixture.ts';

const fixture = useDerivativeFixture();
const { context, uploadedFile, fileRow, jobRows, setup } = fixture;
const fourGiB = 4 * 1024 ** 3;

/** A store that refuses to stream a whole original: the worker must read it from a file. */
const noWholeReads = (): FileStore => ({
  ...fixture.store,
  get: () => Promise.reject(new Error('the worker streamed the whole original')),
});

/** A processor that records what it was given to read. */
function recording() {
  const inputs: (string | Buffer)[] = [];
  const processor: ImageProcessor = { makeDerivatives: (input, kinds) => (inputs.push(input), fixture.processor.makeDerivatives(input, kinds)) };
  return { inputs, processor };
}

/** A 4 GB sparse file that starts as a small real JPEG: no disk used, but 4 GB to anyone who reads it whole. */
async function hugeJpegHeadedFile() {
  const file = await uploadedFile(context.database.db, { bytes: await smallJpeg(64, 48) });
  await truncate(path.join(fixture.storeRoot, file.storageKey), fourGiB);
  await context.database.db.update(files).set({ size: fourGiB }).where(eq(files.id, file.id));
  return file;
}

describe('derivative originals', () => {
  it('decodes the original from its file on local disk, never streaming it whole', async () => {
    const { db } = context.database;
    const file = await uploadedFile(db);
    const { inputs, processor } = recording();
    const { jobs, worker } = setup(db, { store: noWholeReads(), processor });
    await jobs.enqueue(file.id);

    await worker.drain();

    expect(inputs).toEqual([path.join(fixture.storeRoot, file.storageKey)]);
    expect((await fileRow(db, file.id))!.derivativeStatus).toBe('ready');
  });

  it('copies the original of a store without local files (S3) to a temporary file, removed afterwards', async () => {
    const { db } = context.database;
    const file = await uploadedFile(db);
    const { inputs, processor } = recording();
    const { localPath: _, ...remote } = fixture.store;
    const { jobs, worker } = setup(db, { store: remote, processor });
    await jobs.enqueue(file.id);

    await worker.drain();

    expect(inputs).toHaveLength(1);
    expect(typeof inputs[0]).toBe('string');
    expect(existsSync(inputs[0] as string)).toBe(false);
    expect((await fileRow(db, file.id))!.derivativeStatus).toBe('ready');
  });

  it('reads only what it needs of a 4 GB file that starts with JPEG bytes, when the cap allows it', async () => {
    const { db } = context.database;
    const huge = await hugeJpegHeadedFile();
    const { jobs, worker } = setup(db, { store: noWholeReads(), maxOriginalBytes: 2 * fourGiB });
    await jobs.enqueue(huge.id);

    await worker.drain();

    expect(await fileRow(db, huge.id)).toMatchObject({ derivativeStatus: 'ready', width: 64, height: 48 });
  });

  it('makes no derivatives of an original over the byte cap: skipped with the reason, the original untouched', async () => {
    const { db } = context.database;
    const huge = await hugeJpegHeadedFile();
    const { inputs, processor } = recording();
    const { jobs, worker } = setup(db, { processor });
    await jobs.enqueue(huge.id);

    expect(await worker.drain()).toBe(1);

    expect(inputs).toEqual([]);
    expect(await fileRow(db, huge.id)).toMatchObject({
      derivativeStatus: 'skipped',
      derivativeError: 'No preview: the file is larger than the 300 MB limit for previews',
      thumbnailKey: null,
    });
    expect(await jobRows(db)).toMatchObject([{ status: 'done', attempts: 1 }]);
    expect(await fixture.store.stat(huge.storageKey)).toMatchObject({ size: fourGiB });
    for (const key of derivativeKeysOf(huge.storageKey)) expect(await fixture.store.stat(key)).toBeUndefined();
  });
});

describe('derivatives of failed and crashed jobs', () => {
  /** The outputs an attempt wrote before its instance died. */
  async function writePartialOutputs(storageKey: string) {
    const [thumbnail, preview] = derivativeKeysOf(storageKey);
    for (const key of [thumbnail!, preview!]) await fixture.store.put(key, Readable.from([Buffer.from('partial')]));
    return [thumbnail!, preview!];
  }

  it('removes what an earlier attempt wrote when the job fails for good', async () => {
    const { db } = context.database;
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x33)]);
    const file = await uploadedFile(db, { bytes: corrupt });
    const partial = await writePartialOutputs(file.storageKey);
    const { jobs, worker } = setup(db, { backoffSeconds: () => 0 });
    await jobs.enqueue(file.id);

    await worker.drain();

    expect(await fileRow(db, file.id)).toMatchObject({ derivativeStatus: 'failed', thumbnailKey: null, previewKey: null });
    for (const key of partial) expect(await fixture.store.stat(key)).toBeUndefined();
    expect(await fixture.store.stat(file.storageKey)).toMatchObject({ size: corrupt.length });
  });

  it('removes the partial outputs of a job whose instances crashed on every attempt', async () => {
    const { db } = context.database;
    const file = await uploadedFile(db);
    const { jobs, worker } = setup(db);
    await jobs.enqueue(file.id);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await jobs.claim(`crashed-${attempt}`);
      await db.update(jobsTable).set({ lockedAt: sql`now() - interval '11 minutes'` });
    }
    const partial = await writePartialOutputs(file.storageKey);

    await worker.drain();

    expect(await jobRows(db)).toMatchObject([{ status: 'failed', attempts: 4 }]);
    expect((await fileRow(db, file.id))!.derivativeStatus).toBe('failed');
    for (const key of partial) expect(await fixture.store.stat(key)).toBeUndefined();
  });

  it('sweeps the partial outputs of a crashed job whose file was deleted before any retry', async () => {
    const { db } = context.database;
    const file = await uploadedFile(db);
    const partial = await writePartialOutputs(file.storageKey);
    await db.delete(files).where(eq(files.id, file.id));

    await createStorageSweeper({ files: createFilesRepository(db), store: fixture.store }).sweepOnce();

    for (const key of [file.storageKey, ...partial]) expect(await fixture.store.stat(key)).toBeUndefined();
  });
});
