// The calendar's month view with 5,000 booked shoots on PostgreSQL: the app's call (the scoped range
// query, its service names, the settings read and the answer's shape) against the same SQL sent
// through plain pg, one call at a time, in process.
// Run with: npx tsx bench/calendar-month/calendar-month.ts
//   (BENCH_CALLS, default 200; BENCH_SHOOTS, default 5000; needs PostgreSQL server binaries)
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../apps/server/src/access/actor.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedRoles } from '../../apps/server/src/db/seed-roles.ts';
import { calendarRange } from '../../apps/server/src/modules/calendar/calendar.repository.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { startThrowawayPostgres } from '../../scripts/pg-throwaway.mjs';
import { medianOfCalls, saveResult } from '../lib.mjs';

const calls = Number(process.env.BENCH_CALLS ?? 200);
const shoots = Number(process.env.BENCH_SHOOTS ?? 5000);
const staff: Actor = { kind: 'user', id: 1, type: 'user', username: 'Sam Staff', email: 'staff@bench.test', roleId: 2, roleName: 'user', companyId: null, tokenId: 1 };

/**
 * 20 photographers, 200 agencies, 4 services; `shoots` shoots booked over the 12 months of 2027
 * (about 420 a month, business hours in UTC), each with two services.
 */
async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  await seedRoles(db);
  const run = (query: string) => db.execute(sql.raw(query));
  await run(`insert into users (username, email, password_hash, type, role_id) select 'Shooter ' || g, 'shooter' || g || '@bench.test', 'x', 'user', (select id from roles where name = 'photographer') from generate_series(1, 20) g`);
  await run(`insert into companies (company_name, email) select 'Agency ' || g, 'agency' || g || '@bench.test' from generate_series(1, 200) g`);
  await run(`insert into services (service_name, price, gst_rate, description, duration_minutes, is_addon) values
    ('Standard photos', 350, '10-percent', '25 photos', 90, false), ('Drone', 150, '10-percent', 'Aerials', 30, true),
    ('Floor plan', 120, 'no-gst', '2D', 15, true), ('Twilight', 250, '10-percent', 'Dusk', 60, true)`);
  await run(`insert into projects (project_name, status, company_id, service_id, site_address, scheduled_start, duration_minutes, photographer_id, schedule_sequence)
    select 'Shoot ' || g, case when g % 10 = 0 then 'cancelled' else 'pending' end, 1 + g % 200, 1, g || ' Harbour St',
      timestamptz '2027-01-01 00:00Z' + ((g * 7919) % 365) * interval '1 day' + (8 + g % 9) * interval '1 hour', 120, (select min(id) from users) + g % 20, 1
    from generate_series(1, ${shoots}) g`);
  await run(`insert into project_services (project_id, service_id, position) select id, 1, 0 from projects`);
  await run(`insert into project_services (project_id, service_id, position) select id, 2 + id % 3, 1 from projects`);
  await run('analyze');
}

const time = (read: () => Promise<unknown>) => medianOfCalls(read, calls) as Promise<number>;

export async function calendarMonth() {
  const postgres = await startThrowawayPostgres({ database: 'portal_bench_calendar', quiet: true });
  const database = await openDatabase({ url: postgres.url });
  const plain = new pg.Client({ connectionString: postgres.url });
  try {
    await seed(database.db);
    await plain.connect();
    const services = createServices(database.db, { tokenTtlHours: 12 });
    // March 2027 as the month view asks for it: the six weeks shown, in the business time zone (Asia/Kolkata).
    const query = { from: '2027-02-22', to: '2027-04-05' };
    const from = new Date('2027-02-21T18:30:00Z');
    const to = new Date('2027-04-04T18:30:00Z');
    const { sql: text, params } = calendarRange(database.db, undefined, from, to).toSQL();
    const rows = (await plain.query(text, params)).rowCount;
    const answered = (await services.calendar.range(staff, query)).data.length;
    if (rows !== answered) throw new Error(`the app answered ${answered} shoots, the SQL ${rows}`);

    const app = await time(() => services.calendar.range(staff, query));
    const baseline = await time(() => plain.query(text, params));
    const ratio = app / baseline;
    console.log(`calendar month: ${shoots.toLocaleString('en')} shoots on PostgreSQL, a six-week month view of ${rows} shoots, median of ${calls} calls`);
    console.log(`  app (getCalendar's service) ${app.toFixed(2)} ms | the same SQL through plain pg ${baseline.toFixed(2)} ms | ratio ${ratio.toFixed(2)}x`);
    saveResult('calendar-month', { shoots, shown: rows, calls, appMs: Number(app.toFixed(3)), plainPgMs: Number(baseline.toFixed(3)), ratio: Number(ratio.toFixed(2)) });
  } finally {
    await plain.end().catch(() => {});
    await database.close();
    await postgres.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  calendarMonth().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
