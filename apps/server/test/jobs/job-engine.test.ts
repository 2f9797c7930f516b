import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { jobs, jobSchedules } from '../../src/db/schema/index.ts';
import type { MailMessage } from '../../src/mail/mailer.ts';
import { createLocalFileStore } from '../../src/storage/local-file-store.ts';
import { createTestClock, testSecretKey, useTestApp } from '../test-app.ts';
import { testDatabaseUrl } from '../test-database.ts';

const sent: MailMessage[] = [];
let mailerDown = false;
const ctx = useTestApp({
  mailer: {
    send: async (message) => {
      if (mailerDown) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(message);
    },
  },
});
const background = () => ctx.app.background;
const mail = { to: 'agent@example.test', subject: 'Hello', text: 'Body' };
const jobRow = async (id: number) => (await ctx.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('the job engine', () => {
  it('refuses a payload that is not of its kind before anything is written', async () => {
    await expect(background().queue.enqueue('mail.send', { to: 'x@example.test' } as never)).rejects.toThrow(/subject/);
    expect(await ctx.database.db.select().from(jobs)).toEqual([]);
  });

  it('retries a failed job after its backoff and runs it once it succeeds', async () => {
    sent.length = 0;
    mailerDown = true;
    const id = (await background().queue.enqueue('mail.send', mail))!;
    expect(await background().runner.drain()).toBe(1);
    const failed = await jobRow(id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') });
    expect(failed.runAfter.getTime() - Date.now()).toBeGreaterThan(25_000);
    // Not due yet: nothing runs.
    expect(await background().runner.drain()).toBe(0);

    mailerDown = false;
    await ctx.database.db.update(jobs).set({ runAfter: new Date(Date.now() - 1) }).where(eq(jobs.id, id));
    expect(await background().runner.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null, finishedAt: expect.any(Date) });
    expect(sent).toEqual([mail]);
  });

  it('fails a job for good after its last attempt, and keeps what it was about', async () => {
    mailerDown = true;
    const id = (await background().queue.enqueue('mail.send', mail, { maxAttempts: 2 }))!;
    await background().runner.drain();
    await ctx.database.db.update(jobs).set({ runAfter: new Date(Date.now() - 1) }).where(eq(jobs.id, id));
    await background().runner.drain();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2, payload: mail });
    mailerDown = false;
  });

  it('does not queue a rolled-back write’s job', async () => {
    await ctx.database.db
      .transaction(async (tx) => {
        await background().queue.enqueue('mail.send', mail, { tx: tx as never });
        throw new Error('the write failed');
      })
      .catch(() => {});
    expect(await ctx.database.db.select().from(jobs)).toEqual([]);
  });

  it('queues a scheduled job when it falls due, once, and the next run at the next time', async () => {
    const prune = () => ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'jobs.prune'));
    ctx.clock.advance(0);
    expect(await background().scheduler.tick()).toEqual([]); // first sight: every schedule waits for its next time
    const [row] = await ctx.database.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'prune finished jobs'));
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    ctx.clock.advance(row!.nextRunAt.getTime() - ctx.clock.now().getTime());
    expect(await background().scheduler.tick()).toContain('prune finished jobs');
    expect(await background().scheduler.tick()).not.toContain('prune finished jobs');
    expect(await prune()).toHaveLength(1);
    const [next] = await ctx.database.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'prune finished jobs'));
    expect(next!.nextRunAt.getTime() - row!.nextRunAt.getTime()).toBe(24 * 3_600_000);
  });

  it('prunes finished jobs a week old and keeps newer ones and those still to run', async () => {
    const old = (await background().queue.enqueue('mail.send', mail))!;
    const recent = (await background().queue.enqueue('mail.send', mail))!;
    await background().runner.drain(['mail.send']);
    const waiting = (await background().queue.enqueue('mail.send', mail, { runAt: new Date(Date.now() + 3_600_000) }))!;
    await ctx.database.db.update(jobs).set({ finishedAt: new Date(ctx.clock.now().getTime() - 8 * 24 * 3_600_000) }).where(eq(jobs.id, old));
    await background().queue.enqueue('jobs.prune', {});
    await background().runner.drain(['jobs.prune']);
    const left = (await ctx.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'mail.send'))).map((job) => job.id);
    expect(left.sort()).toEqual([recent, waiting].sort());
  });
});

/**
 * Two app instances on one database (each with its own connection pool on PostgreSQL), both
 * running their scheduler and runner: a scheduled job is queued once and run once.
 */
describe('two instances', () => {
  const clock = createTestClock(new Date('2026-11-25T03:16:59.000Z'));
  const instances: Array<{ app: Awaited<ReturnType<typeof buildApp>>; database: Database }> = [];

  beforeAll(async () => {
    const url = await testDatabaseUrl();
    for (const name of ['a', 'b']) {
      const database = url ? await openDatabase({ url }) : ctx.database;
      const app = await buildApp({
        config: loadConfig({ DATA_DIR: path.join(ctx.dataDir, name) }),
        database,
        store: createLocalFileStore(path.join(ctx.dataDir, 'files')),
        secretKey: testSecretKey,
        clock: clock.now,
        logger: false,
        webDistDir: path.join(ctx.dataDir, 'no-web-build'),
        mailer: { send: async () => {} },
        jobTiming: { pollMs: 20, tickMs: 10 },
      });
      instances.push({ app, database });
    }
  });

  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      if (database !== ctx.database) await database.close();
    }
  });

  it('queue and run a scheduled job exactly once', async () => {
    const claimedBy = vi.fn();
    await Promise.all(instances.map(({ app }) => app.ready()));
    for (const { app } of instances) {
      const claim = app.background.jobs.claim;
      app.background.jobs.claim = async (workerId, kinds) => {
        const job = await claim(workerId, kinds);
        if (job?.kind === 'jobs.prune') claimedBy(workerId);
        return job;
      };
    }
    // Both have seen the schedules (its next run is 03:17:00); then the time passes it.
    await vi.waitFor(async () => expect(await ctx.database.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'prune finished jobs'))).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    clock.advance(2_000);
    await vi.waitFor(async () => expect(await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'jobs.prune'))).toMatchObject([{ status: 'done' }]), { timeout: 5_000 });
    // Many more ticks of both instances at the same time queue nothing more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'jobs.prune'))).toMatchObject([{ status: 'done', attempts: 1 }]);
    expect(claimedBy).toHaveBeenCalledTimes(1);
  });
});
