import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { prepareRepeatedReads } from './prepared-reads.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share the query builder; PgliteDatabase stands for either here. */
export type Db = PgliteDatabase<Schema>;

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
/** A migrated empty database made by the build (dist only): a new data dir starts from it, skipping initdb. */
const pgliteSnapshot = fileURLToPath(new URL('./pglite-snapshot.tar.gz', import.meta.url));
const STARTUP_LOCK = 724_311;
/** Extensions the migrations create (build.mjs passes the same to the snapshot it makes). */
const pgliteExtensions = { pg_trgm };

/**
 * `url` selects PostgreSQL; otherwise PGlite under `dataDir` (or in memory when dataDir is undefined,
 * starting from the `startFrom` dump of a migrated database when one is given, which skips initdb).
 * `preparedReads` (PostgreSQL, on unless false) names repeated reads as prepared statements.
 */
export async function openDatabase(options: { url?: string; dataDir?: string; preparedReads?: boolean; startFrom?: Blob }): Promise<Database> {
  return options.url ? openPostgres(options.url, options.preparedReads ?? true) : openPglite(options.dataDir, options.startFrom);
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

async function openPglite(dataDir?: string, startFrom?: Blob): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'db');
    const isNew = !existsSync(path.join(dir, 'PG_VERSION'));
    await mkdir(dir, { recursive: true });
    const loadDataDir = isNew && existsSync(pgliteSnapshot) ? new Blob([await readFile(pgliteSnapshot)]) : undefined;
    client = await PGlite.create(dir, { loadDataDir, extensions: pgliteExtensions });
  } else {
    client = await PGlite.create({ loadDataDir: startFrom, extensions: pgliteExtensions });
  }
  const db = drizzlePglite(client, { schema });
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
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
  await exclusively((lockClient) => migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder }));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
    exclusively: (work) => exclusively(() => work()),
  };
}
