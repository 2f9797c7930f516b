import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { databaseSnapshot, resetDatabase, rowVersions, tableNames } from './test-app.ts';

type FixtureContext = { database: Database; dataDir: string };

/**
 * A fixture built once per test file and put back before each test, for fixtures that take
 * seconds to build (uploads and their derivatives): every table's rows and id counters, and the
 * local file store (DATA_DIR/files), exactly as `build` left them. A test may change anything;
 * the next one starts as if the fixture had been built for it alone. `build` starts from an
 * empty database and store. Use with `useTestApp({ resetEachTest: false })` and its default store.
 */
export function restoredFixture(ctx: FixtureContext, build: () => Promise<unknown>, timeout = 120_000) {
  let saved: SavedCopy;
  beforeAll(async () => {
    await resetDatabase(ctx.database);
    await rm(storeDir(ctx), { recursive: true, force: true });
    await build();
    saved = await saveCopy(ctx);
  }, timeout);
  beforeEach(() => saved.restore());
  afterAll(() => saved?.drop());
}

/**
 * A fixture built once and reused while the tests leave the database exactly as it was built
 * (refusals change nothing); after a test that changed any row, the built rows, id counters and
 * local file store are put back for the next. For files that refuse far more requests than they
 * accept (the access matrix, the bad-input sweep). Use with `useTestApp({ resetEachTest: false })`.
 */
export function reusableFixture<F>(ctx: FixtureContext, build: (db: Database['db']) => Promise<F>) {
  let built: { fixture: F; snapshot: string; saved: SavedCopy; versions: string } | undefined;
  afterAll(() => built?.saved.drop());
  return async (): Promise<F> => {
    const db = ctx.database.db;
    if (built) {
      // No row written since the last look: the rows are still the built ones, no need to compare them.
      if ((await rowVersions(db)) === built.versions) return built.fixture;
      if ((await databaseSnapshot(db)) !== built.snapshot) await built.saved.restore();
      built.versions = await rowVersions(db);
      return built.fixture;
    }
    await resetDatabase(ctx.database);
    const fixture = await build(db);
    built = { fixture, snapshot: await databaseSnapshot(db), saved: await saveCopy(ctx), versions: await rowVersions(db) };
    return fixture;
  };
}

/** Where a built fixture's rows wait between tests: a schema of the test database, dropped when the file ends. */
const savedSchema = 'test_saved_fixture';
const storeDir = (ctx: FixtureContext) => path.join(ctx.dataDir, 'files');
const savedStoreDir = (ctx: FixtureContext) => path.join(ctx.dataDir, 'saved-fixture-files');

interface SavedCopy {
  /** Puts every table's rows and id counter, and the local store, back as they were saved. */
  restore(): Promise<void>;
  drop(): Promise<void>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const copyDir = (from: string, to: string) =>
  cp(from, to, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });

/** Copies the rows of every table (and the local store) aside, as they are now. */
async function saveCopy(ctx: FixtureContext): Promise<SavedCopy> {
  const db = ctx.database.db;
  // The schema's own table names, as SQL text literals.
  const names = sql.raw(`(${tableNames.map((name) => `'${name.slice(1, -1)}'`).join(', ')})`);
  await db.execute(sql.raw(`drop schema if exists ${savedSchema} cascade`));
  await db.execute(sql.raw(`create schema ${savedSchema}`));
  const columns = rowsOf<{ table: string; columns: string }>(
    await db.execute(sql`
      select table_name as "table", string_agg(quote_ident(column_name), ', ' order by ordinal_position) as "columns"
      from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' and table_name in ${names}
      group by table_name`),
  );
  const inserts: string[] = [];
  for (const { table, columns: list } of columns) {
    const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as [{ n: number }];
    if (n === 0) continue;
    await db.execute(sql.raw(`create table ${savedSchema}."${table}" as select ${list} from public."${table}"`));
    inserts.push(`insert into public."${table}" (${list}) overriding system value select ${list} from ${savedSchema}."${table}"`);
  }
  // The counters a reset restarts (those owned by the tables' columns), at the value they have now.
  const counters = rowsOf<{ sequence: string; value: string }>(
    await db.execute(sql`
      select quote_ident(s.relname) as "sequence", ps.last_value::text as "value"
      from pg_class s
      join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_namespace n on n.oid = t.relnamespace
      join pg_sequences ps on ps.schemaname = n.nspname and ps.sequencename = s.relname
      where s.relkind = 'S' and n.nspname = 'public' and t.relname in ${names} and ps.last_value is not null`),
  ).map(({ sequence, value }) => `setval('public.${sequence.replace(/'/g, "''")}', ${Number(value)}, true)`);
  await rm(savedStoreDir(ctx), { recursive: true, force: true });
  await copyDir(storeDir(ctx), savedStoreDir(ctx));

  return {
    async restore() {
      await db.transaction(async (tx) => {
        // The truncate fires the data stamp's triggers, so answers cached before it are not served again.
        await tx.execute(sql.raw(`TRUNCATE TABLE ${tableNames.join(', ')} RESTART IDENTITY CASCADE`));
        // The saved rows are consistent already: load them in any order, without row triggers or key checks.
        await tx.execute(sql.raw('set local session_replication_role = replica'));
        for (const insert of inserts) await tx.execute(sql.raw(insert));
        if (counters.length) await tx.execute(sql.raw(`select ${counters.join(', ')}`));
      });
      await rm(storeDir(ctx), { recursive: true, force: true });
      await copyDir(savedStoreDir(ctx), storeDir(ctx));
    },
    async drop() {
      // The worker's database outlives the file: leave it without the saved rows.
      await db.execute(sql.raw(`drop schema if exists ${savedSchema} cascade`));
    },
  };
}
