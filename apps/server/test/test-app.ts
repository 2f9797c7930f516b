import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { seedPlans } from '../src/db/seed-plans.ts';
import { seedRoles } from '../src/db/seed-roles.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import type { FileStore } from '../src/storage/file-store.ts';
import { createLocalFileStore } from '../src/storage/local-file-store.ts';
import { testDatabaseUrl } from './test-database.ts';

/** A clock the tests move by hand (token expiry, throttle windows). */
export function createTestClock(start = new Date('2026-11-22T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => void (now += ms),
  };
}

export const testSecretKey = 'test-secret-key-for-signed-file-links-0123456789';

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => `"${getTableName(table)}"`);

/** Empties every table and puts the built-in roles and the default plans back (as every start does). */
export async function resetDatabase(database: Database) {
  await database.db.execute(sql.raw(`TRUNCATE TABLE ${tableNames.join(', ')} RESTART IDENTITY CASCADE`));
  await seedRoles(database.db);
  await seedPlans(database.db);
}

/**
 * One app and one database per test file (PGlite in memory, or the test worker's database on the
 * DATABASE_URL server), emptied before each test. Use inside a describe block or at the top of a file.
 */
export function useTestApp(options: { env?: Record<string, string>; webDistDir?: string; store?: () => Promise<FileStore>; mailer?: Mailer } = {}) {
  const clock = createTestClock();
  const context = {} as {
    app: Awaited<ReturnType<typeof buildApp>>;
    database: Database;
    dataDir: string;
    clock: typeof clock;
  };

  beforeAll(async () => {
    context.dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
    const config = loadConfig({ DATA_DIR: context.dataDir, TOKEN_TTL_HOURS: '12', ...options.env });
    context.database = await openDatabase({ url: await testDatabaseUrl() });
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
    await resetDatabase(context.database);
  });

  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    if (context.dataDir) await rm(context.dataDir, { recursive: true, force: true });
  });

  return context;
}
