import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

// Set by the test runner beside DATABASE_URL: the same throwaway PostgreSQL through its Unix socket.
const socketUrl = process.env.DATABASE_SOCKET_URL;

describe.skipIf(!socketUrl)('PostgreSQL on the same machine, through its socket', () => {
  it('takes a DATABASE_URL with no host and reaches the database without TCP', async () => {
    const config = loadConfig({ DATABASE_URL: socketUrl });
    expect(config.databaseUrl).toBe(socketUrl);
    const database = await openDatabase({ url: config.databaseUrl });
    try {
      const { rows } = await database.db.execute(sql`select inet_server_addr() as address, to_regclass('public.projects') is not null as migrated`);
      // inet_server_addr() is null on a Unix-socket connection; the migrated tables are there.
      expect(rows[0]).toEqual({ address: null, migrated: true });
    } finally {
      await database.close();
    }
  });
});
