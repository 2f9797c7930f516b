import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { seedPlans } from '../src/db/seed-plans.ts';
import { seedRoles } from '../src/db/seed-roles.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import type { FileStore } from '../src/storage/file-store.ts';
import { createLocalFileStore } from '../src/storage/local-file-store.ts';
import { testDatabaseUrl, workerPgliteDatabase } from './test-database.ts';

/** A clock the tests move by hand (token expiry, throttle windows). */
export function createTestClock(start = new Date('2026-11-22T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => void (now += ms),
  };
}

export const testSecretKey = 'test-secret-key-for-signed-file-links-0123456789';

/** Every table of the schema, quoted (what a reset empties). */
export const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => `"${getTableName(table)}"`);

/** Empties every table and puts the built-in roles and the default plans back (as every start does). */
export async function resetDatabase(database: Database) {
  await database.db.execute(sql.raw(`TRUNCATE TABLE ${tableNames.join(', ')} RESTART IDENTITY CASCADE`));
  await seedRoles(database.db);
  await seedPlans(database.db);
}

/**
 * Every row of these tables (all of them by default), read in one statement: to tell whether anything
 * changed. Each table comes as JSON text, compared as it is (the driver would parse it for nothing).
 */
export async function databaseSnapshot(db: Database['db'], tables: readonly string[] = tableNames) {
  const columns = tables.map((table, index) => `(select coalesce(json_agg(row_to_json(t)), '[]')::text from (select * from ${table.startsWith('"') ? table : `"${table}"`} order by 1) t) as t${index}`);
  const result = await db.execute(sql.raw(`select ${columns.join(', ')}`));
  return JSON.stringify(result.rows[0]);
}

/**
 * Each of these tables' row count and newest row version (`xmin`, the transaction that wrote it), in
 * one statement. An insert, update or delete committed after it was read moves it (an update writes
 * a new row version even when it sets the same values, and a later transaction's id is higher); a
 * rolled-back one does not, nor does another database's write. No row is read out: a fraction of the cost of databaseSnapshot, to tell "nothing was written".
 */
export async function rowVersions(db: Database['db'], tables: readonly string[] = tableNames) {
  const quoted = tables.map((table) => (table.startsWith('"') ? table : `"${table}"`));
  const columns = quoted.map((table, index) => `(select count(*) || ' rows, newest ' || coalesce(max(xmin::text::bigint), 0) from ${table}) as t${index}`);
  const result = await db.execute(sql.raw(`select ${columns.join(', ')}`));
  // One line a table, so a failed comparison shows which table moved.
  return Object.values(result.rows[0] as Record<string, string>).map((versions, index) => `${quoted[index]}: ${versions}`).join('\n');
}

/**
 * One app and one database per test file (PGlite in memory, or the test worker's database on the
 * DATABASE_URL server), emptied before each test unless `resetEachTest` is false (then the file
 * resets when it needs to, e.g. with `reusableFixture` or `restoredFixture` of saved-fixture.ts). Use inside a describe block or at the top of a file.
 * `env` may be a function, read when the app is built, after the hooks registered before this call.
 */
export function useTestApp(options: { env?: Record<string, string> | (() => Record<string, string>); webDistDir?: string; store?: () => Promise<FileStore>; mailer?: Mailer; resetEachTest?: boolean } = {}) {
  const clock = createTestClock();
  const context = {} as {
    app: Awaited<ReturnType<typeof buildApp>>;
    database: Database;
    dataDir: string;
    clock: typeof clock;
  };

  beforeAll(async () => {
    context.dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
    // A function is read here, once earlier hooks have run (a stand-in server that must listen first).
    const env = typeof options.env === 'function' ? options.env() : options.env;
    // Webhook sinks in tests listen on 127.0.0.1; the address rule's own tests set the flag to 0.
    const config = loadConfig({ DATA_DIR: context.dataDir, TOKEN_TTL_HOURS: '12', WEBHOOKS_ALLOW_PRIVATE: '1', ...env });
    const url = await testDatabaseUrl();
    const start = inject('pgliteStart');
    context.database = url
      ? await openDatabase({ url })
      : await workerPgliteDatabase(async () => openDatabase({ startFrom: start ? new Blob([await readFile(start)]) : undefined }));
    context.clock = clock;
    context.app = await buildApp({
      config,
      database: context.database,
      store: options.store ? await options.store() : createLocalFileStore(path.join(context.dataDir, 'files')),
      secretKey: testSecretKey,
      clock: clock.now,
      backgroundWork: false,
      webDistDir: options.webDistDir ?? path.join(context.dataDir, 'no-web-build'),
      logger: false,
      mailer: options.mailer,
    });
  });

  beforeEach(async () => {
    if (options.resetEachTest !== false) await resetDatabase(context.database);
  });

  afterAll(async () => {
    await context.app?.close();
    // The worker's PGlite outlives the file; a PostgreSQL pool is the file's own.
    if (context.database?.kind === 'postgres') await context.database.close();
    if (context.dataDir) await rm(context.dataDir, { recursive: true, force: true });
  });

  return context;
}
