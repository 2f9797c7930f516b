import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The embedded database (PGlite) is one process with no background workers, so no autovacuum ever
 * runs on it: without this, the space of deleted and updated rows (the job queue's, every minute)
 * would never be reused, each table would only grow, the planner would never get statistics to
 * choose its plans by, and a prepared statement's plan made while a table was nearly empty would
 * scan it whole however large it grew (after an ANALYZE, such plans are made afresh). PostgreSQL's
 * autovacuum does all of it; on PGlite the scheduled `db.upkeep` job runs this every night
 * (jobs/background-work.ts).
 *
 * `VACUUM (ANALYZE)` of the app's tables one at a time: PGlite answers one statement at a time, so
 * a request that arrives meanwhile waits for one table's vacuum, never for the whole database's.
 */
export function createEmbeddedUpkeep({ db, log }: { db: Db; log?: { info(details: object, message: string): void } }) {
  async function vacuumOnce() {
    const started = performance.now();
    const tables = (await db.execute(sql`select schemaname, tablename from pg_tables where schemaname = current_schema() order by tablename`)).rows as Array<{ schemaname: string; tablename: string }>;
    let longestMs = 0;
    for (const { schemaname, tablename } of tables) {
      const tableStarted = performance.now();
      await db.execute(sql`vacuum (analyze) ${sql.identifier(schemaname)}.${sql.identifier(tablename)}`);
      longestMs = Math.max(longestMs, performance.now() - tableStarted);
    }
    const figures = { tables: tables.length, ms: Math.round(performance.now() - started), longestTableMs: Math.round(longestMs) };
    log?.info(figures, 'database vacuumed and analyzed');
    return figures;
  }

  return { vacuumOnce };
}
