import pg from 'pg';
import { describe } from 'vitest';
import type { Database } from '../src/db/client.ts';

/**
 * A describe for files that open an embedded database of their own whatever DATABASE_URL says (a
 * server child on a data dir, the CLI, databases migrated to an old point): the run on PostgreSQL
 * skips them, where they would only repeat the embedded run.
 */
export const describeEmbeddedOnly = describe.skipIf(Boolean(process.env.DATABASE_URL));

let workerUrl: Promise<string> | undefined;

/**
 * The database URL a test file uses: undefined for PGlite in memory, or with DATABASE_URL set a
 * database of its own per test worker on that server, so test files run in parallel without
 * emptying each other's tables. Files of one worker run one after another and share it.
 */
export function testDatabaseUrl(): Promise<string | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return Promise.resolve(undefined);
  workerUrl ??= createWorkerDatabase(serverUrl, process.env.VITEST_POOL_ID ?? '0');
  return workerUrl;
}

async function createWorkerDatabase(serverUrl: string, worker: string): Promise<string> {
  const url = new URL(serverUrl);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_worker_${worker.replace(/\W/g, '')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

let workerPglite: Promise<Database> | undefined;

/**
 * The in-memory PGlite the test files of one worker share (the server project runs them without
 * isolation, one after another per worker): opened once, emptied before each test, never closed
 * before the worker ends.
 */
export function workerPgliteDatabase(open: () => Promise<Database>): Promise<Database> {
  workerPglite ??= open();
  return workerPglite;
}
