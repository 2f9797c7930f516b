import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobSchedules } from '../../src/db/schema/index.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp();
const background = () => ctx.app.background;
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
const activitySize = async () => Number((await rows<{ bytes: string }>(sql`select pg_relation_size('activity_log') as bytes`))[0]!.bytes);

/** 3,000 timeline entries, each a few hundred bytes: the table's pages fill as a busy week's would. */
const writeEntries = () =>
  ctx.database.db.execute(sql`insert into activity_log (actor_kind, actor_id, action, entity_type, entity_id, detail)
    select 'system', null, 'project.updated', 'project', g, jsonb_build_object('fields', jsonb_build_array(repeat('x', 200)))
    from generate_series(1, 3000) g`);

async function runUpkeep() {
  await background().queue.enqueue('db.upkeep', {});
  expect(await background().runner.drain(['db.upkeep'])).toBe(1);
}

describe('the database upkeep job', () => {
  it('vacuums and analyzes every table of the app', async () => {
    await runUpkeep();
    const tables = await rows<{ relname: string; last_vacuum: string | null; last_analyze: string | null }>(
      sql`select relname, last_vacuum, last_analyze from pg_stat_user_tables where schemaname = current_schema() order by relname`,
    );
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !table.last_vacuum || !table.last_analyze).map((table) => table.relname)).toEqual([]);
    // The planner now knows how many rows there are (an unanalyzed table reads -1).
    const [roles] = await rows<{ reltuples: number; count: number }>(sql`select reltuples::int, (select count(*)::int from roles) as count from pg_class where relname = 'roles'`);
    expect(roles!.reltuples).toBe(roles!.count);
  });

  it('makes the space of deleted rows reusable, so a table whose rows come and go stops growing', async () => {
    await writeEntries();
    const full = await activitySize();
    await ctx.database.db.execute(sql`delete from activity_log`);
    await runUpkeep();
    await writeEntries();
    // Without a vacuum the new rows would go after the dead ones: the table would double.
    expect(await activitySize()).toBeLessThanOrEqual(full);
  });

  it('is scheduled nightly on the embedded database only (PostgreSQL runs its own autovacuum)', async () => {
    await background().scheduler.tick();
    const [upkeep] = await ctx.database.db.select().from(jobSchedules).where(sql`${jobSchedules.name} = 'embedded database upkeep'`);
    if (ctx.database.kind === 'postgres') return expect(upkeep).toBeUndefined();
    // First sight: it waits for its next time, 03:41 UTC (after the night's pruning).
    expect([upkeep!.nextRunAt.getUTCHours(), upkeep!.nextRunAt.getUTCMinutes()]).toEqual([3, 41]);
  });
});
