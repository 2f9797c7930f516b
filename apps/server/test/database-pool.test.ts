import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { testDatabaseUrl } from './test-database.ts';

const applicationName = 'portal-pool-idle-test';

/** How many connections the pool under test holds open on the server (counted from a connection of its own). */
async function openConnections(url: string) {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    const { rows } = await watcher.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where application_name = $1', [applicationName]);
    return rows[0]!.n;
  } finally {
    await watcher.end();
  }
}

/**
 * Until the server has seen closed connections go (a backend leaves pg_stat_activity a moment after
 * its socket closes); polls without setTimeout, which the test fakes.
 */
async function settledConnections(url: string, expected: number) {
  let count = await openConnections(url);
  for (let tries = 0; count !== expected && tries < 200; tries++) {
    await new Promise((resolve) => setImmediate(resolve));
    count = await openConnections(url);
  }
  return count;
}

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool between bursts', () => {
  afterEach(() => void vi.useRealTimers());

  it('keeps its idle connections through a pause of minutes, and closes them after five', async () => {
    const serverUrl = (await testDatabaseUrl())!;
    const url = new URL(serverUrl);
    url.searchParams.set('application_name', applicationName);
    const database = await openDatabase({ url: url.toString() });
    try {
      // Only the pool's idle timers are faked: the sockets and the queries run as always.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
      expect(await openConnections(serverUrl)).toBe(4);

      // pg's own default would close them 10 s after the burst: the next burst would open them and plan its statements again.
      await vi.advanceTimersByTimeAsync(2 * 60_000);
      expect(await settledConnections(serverUrl, 4)).toBe(4);

      await vi.advanceTimersByTimeAsync(3 * 60_000 + 1_000);
      expect(await settledConnections(serverUrl, 0)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
