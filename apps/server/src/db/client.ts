import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { ConfigError } from '../config.ts';
import { pgliteOptions } from './pglite-options.ts';
import { copyTemplate } from './pglite-template.ts';
import { mergeQueryParsers } from './pglite-parsers.ts';
import { preparePgliteStatements } from './pglite-prepared-statements.ts';
import { prepareRepeatedReads } from './prepared-reads.ts';
/**
 * Both drivers share the query builder; PgliteDatabase stands for either here. Without drizzle's
 * relational queries (db.query.*): the SQL-like builder is the one used, and mapping the schema's
 * relations cost every start tens of milliseconds.
 */
export type Db = PgliteDatabase;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` holding the start-up lock (a PostgreSQL advisory lock): instances starting
   * together on one database take turns, so each sees what the one before it created.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

/** Migrations sit beside this module in src/, and are copied beside the bundle in dist/. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** A migrated empty data directory made by the build (dist only): a new data dir is a copy of it, skipping initdb. */
const pgliteTemplate = fileURLToPath(new URL('./pglite-template', import.meta.url));
const STARTUP_LOCK = 724_311;
/** How long the PostgreSQL pool keeps a connection no request uses. */
const poolIdleMs = 5 * 60_000;

/**
 * `url` selects PostgreSQL; otherwise PGlite under `dataDir` (or in memory when dataDir is undefined,
 * starting from the `startFrom` dump of a migrated database when one is given, which skips initdb).
 * `preparedReads` (on unless false) runs repeated reads as prepared statements, on either database.
 * Each driver is loaded only when chosen: PGlite's WebAssembly never loads on PostgreSQL, nor pg on PGlite.
 */
export async function openDatabase(options: { url?: string; dataDir?: string; preparedReads?: boolean; startFrom?: Blob }): Promise<Database> {
  return options.url ? openPostgres(options.url, options.preparedReads ?? true) : openPglite(options.dataDir, options.startFrom, options.preparedReads ?? true);
}

/** Queues `work` behind every earlier call in this process (one PGlite, or one pool, per process). */
function inTurn() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => {});
    return run;
  };
}

/** The embedded database's directory, copied from the build's template when it holds no database yet. */
async function makeDataDir(dir: string) {
  await mkdir(path.dirname(dir), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST' || error.code === 'ENOTDIR') throw new ConfigError(`DATA_DIR: ${path.dirname(dir)} cannot be a directory: a file is in the way`);
    throw error;
  });
  if (!existsSync(path.join(dir, 'PG_VERSION')) && existsSync(pgliteTemplate)) await copyTemplate(pgliteTemplate, dir);
  await mkdir(dir, { recursive: true });
}

async function openPglite(dataDir: string | undefined, startFrom: Blob | undefined, preparedReads: boolean): Promise<Database> {
  // A first start's copy of the template runs while PGlite and drizzle load.
  const dir = dataDir && path.join(dataDir, 'db');
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, options] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    pgliteOptions(),
    dir && makeDataDir(dir),
  ]);
  let client: PGlite;
  if (dir) {
    client = await PGlite.create(dir, options);
  } else {
    client = await PGlite.create({ loadDataDir: startFrom, ...options });
  }
  mergeQueryParsers(client);
  if (preparedReads) await preparePgliteStatements(client);
  const db = drizzlePglite(client);
  // One process owns a PGlite directory; the same advisory lock keeps the code path the PostgreSQL one.
  const queue = inTurn();
  const exclusively = <T>(work: () => Promise<T>) =>
    queue(async () => {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
      }
    });
  await exclusively(() => migratePglite(db, { migrationsFolder }));
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    exclusively,
  };
}

async function openPostgres(url: string, preparedReads: boolean): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
  // Idle connections are kept five minutes, not pg's ten seconds: a burst after a pause then finds
  // its connections and their prepared statements, instead of opening up to ten and planning again.
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: poolIdleMs });
  if (preparedReads) prepareRepeatedReads(pool);
  const queue = inTurn();
  /** The lock lives on a connection of its own, held while `work` runs on the pool. */
  const exclusively = <T>(work: (lockClient: pg.PoolClient) => Promise<T>) =>
    queue(async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work(lockClient);
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        }
      } finally {
        lockClient.release();
      }
    });
  // Several instances may start at once: one migrates while the others wait on the lock.
  await exclusively((lockClient) => migratePg(drizzlePg(lockClient), { migrationsFolder }));
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
    exclusively: (work) => exclusively(() => work()),
  };
}
