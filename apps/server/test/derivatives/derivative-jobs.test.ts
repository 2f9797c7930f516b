import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/client.ts';
import { files, jobs as jobsTable } from '../../src/db/schema/index.ts';
import { derivativeKeysOf } from '../../src/modules/derivatives/index.ts';
import type { FileStore } from '../../src/storage/file-store.ts';
import { createCompany } from '../factories.ts';
import { insertProject } from '../project-fixtures.ts';
import { resetDatabase } from '../test-app.ts';
import { testDatabaseUrl } from '../test-database.ts';
import { useDerivativeFixture } from './derivative-fixture.ts';

const fixture = useDerivativeFixture();
const { context, uploadedFile, fileRow, jobRows, setup } = fixture;

describe('derivative jobs', () => {
  it('queues a file as pending, then makes all four derivatives and marks it ready', async () => {
    const { db } = context.database;
    const file = await uploadedFile(db);
    const seen: string[] = [];
    const watching: FileStore = {
      ...fixture.store,
      localPath: async (key) => {
        seen.push((await fileRow(db, file.id))!.derivativeStatus);
        return fixture.store.localPath!(key);
      },
    };
    const { jobs, worker } = setup(db, { store: watching });
    await jobs.enqueue(file.id);
    expect((await fileRow(db, file.id))!.derivativeStatus).toBe('pending');

    expect(await worker.drain()).toBe(1);

    expect(seen).toEqual(['processing']);
    const [thumbnailKey, previewKey, proofKey, mlsKey] = derivativeKeysOf(file.storageKey);
    expect(await fileRow(db, file.id)).toMatchObject({
      derivativeStatus: 'ready',
      derivativeError: null,
      width: 1200,
      height: 800,
      thumbnailKey,
      previewKey,
      proofKey,
      mlsKey,
    });
    for (const key of derivativeKeysOf(file.storageKey)) expect(await fixture.store.stat(key)).toBeDefined();
    expect(await jobRows(db)).toMatchObject([{ status: 'done', attempts: 1, lockedBy: null }]);
  });

  it('queues inside the caller transaction: a rolled-back upload leaves no job', async () => {
    const { db } = context.database;
    const file = await uploadedFile(db);
    const { jobs } = setup(db);
    await db
      .transaction(async (tx) => {
        await jobs.enqueue(file.id, tx as unknown as Db);
        throw new Error('upload failed later');
      })
      .catch(() => {});
    expect(await jobRows(db)).toEqual([]);
    expect((await fileRow(db, file.id))!.derivativeStatus).toBe('none');
  });

  it('does not hand a running job to another instance until its lock is 10 minutes old', async () => {
    const { db } = context.database;
    const file = await uploadedFile(db);
    const { jobs } = setup(db);
    await jobs.enqueue(file.id);

    expect(await jobs.claim('instance-a')).toMatchObject({ fileId: file.id, attempts: 1 });
    expect(await jobs.claim('instance-b')).toBeUndefined();

    await db.update(jobsTable).set({ lockedAt: sql`now() - interval '11 minutes'` });
    expect(await jobs.claim('instance-b')).toMatchObject({ fileId: file.id, attempts: 2 });
    expect(await jobRows(db)).toMatchObject([{ status: 'running', lockedBy: 'instance-b' }]);
  });

  it('survives a restart: jobs queued or left running by a dead instance are done after reopening the database', { timeout: 120_000 }, async () => {
    const options = { url: await testDatabaseUrl(), dataDir: path.join(context.dataDir, 'restart') };
    const first = await openDatabase(options);
    if (options.url) await resetDatabase(first);
    const queued = await uploadedFile(first.db);
    const crashed = await uploadedFile(first.db, { projectId: queued.projectId });
    const before = setup(first.db, { workerId: 'before-restart' });
    await before.jobs.enqueue(crashed.id);
    await before.jobs.claim('before-restart'); // its process died here, mid-job
    await before.jobs.enqueue(queued.id);
    await before.worker.stop();
    await first.db.update(jobsTable).set({ lockedAt: sql`now() - interval '11 minutes'` }).where(sql`${jobsTable.payload}->>'fileId' = ${String(crashed.id)}`);
    await first.close();

    const second = await openDatabase(options);
    try {
      const after = setup(second.db, { workerId: 'after-restart' });
      expect(await after.worker.drain()).toBe(2);
      for (const id of [queued.id, crashed.id]) expect((await fileRow(second.db, id))!.derivativeStatus).toBe('ready');
    } finally {
      if (options.url) await resetDatabase(second);
      await second.close();
    }
  });

  it('runs each job exactly once when two instances drain at the same time', async () => {
    const { db } = context.database;
    const gets = new Map<string, number>();
    const counting: FileStore = { ...fixture.store, localPath: (key) => (gets.set(key, (gets.get(key) ?? 0) + 1), fixture.store.localPath!(key)) };
    const a = setup(db, { store: counting, workerId: 'a' });
    const b = setup(db, { store: counting, workerId: 'b' });
    const project = await insertProject(db, { companyId: (await createCompany(db)).id });
    const uploaded = [];
    for (let i = 0; i < 5; i++) uploaded.push(await uploadedFile(db, { projectId: project.id }));
    for (const file of uploaded) await a.jobs.enqueue(file.id);

    const [ranA, ranB] = await Promise.all([a.worker.drain(), b.worker.drain()]);

    expect(ranA + ranB).toBe(5);
    expect([...gets.values()]).toEqual([1, 1, 1, 1, 1]);
    for (const job of await jobRows(db)) expect(job).toMatchObject({ status: 'done', attempts: 1 });
    for (const file of uploaded) expect((await fileRow(db, file.id))!.derivativeStatus).toBe('ready');
  });

  it('retries a corrupt image, then marks it failed with the original and its row intact', async () => {
    const { db } = context.database;
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x33)]);
    const file = await uploadedFile(db, { bytes: corrupt });
    const { jobs, worker } = setup(db, { backoffSeconds: () => 0 });
    await jobs.enqueue(file.id);

    expect(await worker.drain()).toBe(3);

    expect(await jobRows(db)).toMatchObject([{ status: 'failed', attempts: 3, lastError: expect.stringContaining('could not be read') }]);
    expect(await fileRow(db, file.id)).toMatchObject({
      derivativeStatus: 'failed',
      derivativeError: expect.stringContaining('could not be read'),
      storageKey: file.storageKey,
      thumbnailKey: null,
    });
    expect(await fixture.store.stat(file.storageKey)).toMatchObject({ size: corrupt.length });
    expect(fixture.logs.map((l) => [l.level, l.details.fileId])).toEqual([['warn', file.id], ['warn', file.id], ['error', file.id]]);
  });

  it('waits before a retry, and does not retry what cannot succeed', async () => {
    const { db } = context.database;
    const corrupt = await uploadedFile(db, { bytes: Buffer.from('not an image') });
    const svg = await uploadedFile(db, { contentType: 'image/svg+xml' });
    const { jobs, worker } = setup(db);
    await jobs.enqueue(corrupt.id);
    await jobs.enqueue(svg.id);

    expect(await worker.drain()).toBe(2);

    const [retrying, refused] = await jobRows(db);
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1 });
    expect(retrying!.runAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect((await fileRow(db, corrupt.id))!.derivativeStatus).toBe('pending');
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await fileRow(db, svg.id))!.derivativeStatus).toBe('failed');
  });

  it('copes with a file deleted while its job runs: removes the outputs and goes on', async () => {
    const { db } = context.database;
    const project = await insertProject(db, { companyId: (await createCompany(db)).id });
    const deletedMidJob = await uploadedFile(db, { projectId: project.id });
    const deletedWithObject = await uploadedFile(db, { projectId: project.id });
    const fine = await uploadedFile(db, { projectId: project.id });
    const deleting: FileStore = {
      ...fixture.store,
      localPath: async (key) => {
        if (key === deletedMidJob.storageKey) await db.delete(files).where(eq(files.id, deletedMidJob.id));
        if (key === deletedWithObject.storageKey) {
          await db.delete(files).where(eq(files.id, deletedWithObject.id));
          await fixture.store.delete([key]);
        }
        return fixture.store.localPath!(key);
      },
    };
    const { jobs, worker } = setup(db, { store: deleting });
    for (const file of [deletedMidJob, deletedWithObject, fine]) await jobs.enqueue(file.id);

    expect(await worker.drain()).toBe(3);

    for (const key of derivativeKeysOf(deletedMidJob.storageKey)) expect(await fixture.store.stat(key)).toBeUndefined();
    expect((await fileRow(db, fine.id))!.derivativeStatus).toBe('ready');
    // Nothing is left to retry: the object-less file's job failed for good, the others are done.
    expect(await jobRows(db)).toMatchObject([
      { fileId: deletedMidJob.id, status: 'done' },
      { fileId: deletedWithObject.id, status: 'failed', attempts: 1 },
      { fileId: fine.id, status: 'done' },
    ]);
  });

  it('processes a fresh upload at once when woken, without waiting for the poll', async () => {
    const { db } = context.database;
    const file = await uploadedFile(db);
    const { jobs, worker } = setup(db, { pollMs: 60_000 });
    worker.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50)); // the worker found nothing and sleeps
      await jobs.enqueue(file.id);
      worker.wake();
      const deadline = Date.now() + 10_000;
      while ((await fileRow(db, file.id))!.derivativeStatus !== 'ready' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await fileRow(db, file.id))!.derivativeStatus).toBe('ready');
    } finally {
      await worker.stop();
    }
  });
});
