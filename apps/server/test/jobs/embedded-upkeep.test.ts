import { eq, sql } from 'drizzle-orm';
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
    // Counted before and after: a database kept from an earlier run already has times of its own.
    const counts = async () =>
      new Map(
        (await rows<{ relname: string; vacuums: number; analyzes: number }>(
          sql`select relname, vacuum_count::int as vacuums, analyze_count::int as analyzes from pg_stat_user_tables where schemaname = current_schema()`,
        )).map((table) => [table.relname, table]),
      );
    const before = await counts();
    await runUpkeep();
    const after = await counts();
    expect(after.size).toBeGreaterThan(20);
    const missed = [...after.values()].filter((table) => table.vacuums <= (before.get(table.relname)?.vacuums ?? 0) || table.analyzes <= (before.get(table.relname)?.analyzes ?? 0));
    expect(missed.map((table) => table.relname)).toEqual([]);
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
    const [upkeep] = await ctx.database.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'embedded database upkeep'));
    if (ctx.database.kind === 'postgres') return expect(upkeep).toBeUndefined();
    // First sight: it waits for its next time, 03:41 UTC (after the night's pruning).
    expect([upkeep!.nextRunAt.getUTCHours(), upkeep!.nextRunAt.getUTCMinutes()]).toEqual([3, 41]);
  });
});
