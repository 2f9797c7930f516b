import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { resetDatabase, tableNames } from './test-app.ts';

/** Where the built rows wait between tests: a schema of the test database, dropped when the file ends. */
const saved = 'test_restored_fixture';

interface Saved {
  /** `INSERT … SELECT` per table that had rows, its generated columns left out. */
  inserts: string[];
  /** One `select setval(…)` putting each table's id counter where the build left it, or null. */
  counters: string | null;
}

/**
 * A fixture built once per test file and put back before each test, for fixtures that take
 * seconds to build (uploads and their derivatives): every table's rows and id counters, and the
 * local file store (DATA_DIR/files), exactly as `build` left them. A test may change anything;
 * the next one starts as if the fixture had been built for it alone. `build` starts from an
 * empty database and store. Use with `useTestApp({ resetEachTest: false })` and its default store.
 */
export function restoredFixture(ctx: { database: Database; dataDir: string }, build: () => Promise<unknown>, timeout = 120_000) {
  let state: Saved;
  const storeDir = () => path.join(ctx.dataDir, 'files');
  const savedStoreDir = () => path.join(ctx.dataDir, 'restored-fixture-files');

  beforeAll(async () => {
    await resetDatabase(ctx.database);
    await rm(storeDir(), { recursive: true, force: true });
    await build();
    state = await save(ctx.database.db);
    await cp(storeDir(), savedStoreDir(), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }, timeout);

  beforeEach(async () => {
    await restore(ctx.database.db, state);
    await rm(storeDir(), { recursive: true, force: true });
    await cp(savedStoreDir(), storeDir(), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  });

  afterAll(async () => {
    // The worker's database outlives the file: leave it without the saved copy.
    await ctx.database?.db.execute(sql.raw(`drop schema if exists ${saved} cascade`));
  });
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function save(db: Database['db']): Promise<Saved> {
  // The schema's own table names, as SQL text literals.
  const names = sql.raw(`(${tableNames.map((name) => `'${name.slice(1, -1)}'`).join(', ')})`);
  await db.execute(sql.raw(`drop schema if exists ${saved} cascade`));
  await db.execute(sql.raw(`create schema ${saved}`));
  const columns = rowsOf<{ table: string; columns: string }>(
    await db.execute(sql`
      select table_name as "table", string_agg(quote_ident(column_name), ', ' order by ordinal_position) as "columns"
      from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' and table_name in ${names}
      group by table_name`),
  );
  const inserts: string[] = [];
  for (const { table, columns: list } of columns) {
    const rows = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from "${table}"`)))[0]!.n;
    if (rows === 0) continue;
    await db.execute(sql.raw(`create table ${saved}."${table}" as select ${list} from public."${table}"`));
    inserts.push(`insert into public."${table}" (${list}) overriding system value select ${list} from ${saved}."${table}"`);
  }
  // The counters a reset restarts (those owned by the tables' columns), at the value the build left.
  const counters = rowsOf<{ sequence: string; value: string | null }>(
    await db.execute(sql`
      select quote_ident(s.relname) as "sequence", ps.last_value::text as "value"
      from pg_class s
      join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_namespace n on n.oid = t.relnamespace
      join pg_sequences ps on ps.schemaname = n.nspname and ps.sequencename = s.relname
      where s.relkind = 'S' and n.nspname = 'public' and t.relname in ${names} and ps.last_value is not null`),
  );
  const setvals = counters.map(({ sequence, value }) => `setval('public.${sequence.replace(/'/g, "''")}', ${Number(value)}, true)`);
  return { inserts, counters: setvals.length ? `select ${setvals.join(', ')}` : null };
}

async function restore(db: Database['db'], state: Saved) {
  await db.transaction(async (tx) => {
    // The truncate fires the data stamp's triggers, so caches stamped before it are dropped.
    await tx.execute(sql.raw(`TRUNCATE TABLE ${tableNames.join(', ')} RESTART IDENTITY CASCADE`));
    // The saved rows are already consistent: load them in any order, without row triggers or key checks.
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    for (const insert of state.inserts) await tx.execute(sql.raw(insert));
    if (state.counters) await tx.execute(sql.raw(state.counters));
  });
}
