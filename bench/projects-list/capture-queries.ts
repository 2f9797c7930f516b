import { tmpdir } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { createLocalFileStore } from '../../apps/server/src/storage/local-file-store.ts';
import { tokens } from './seed.ts';

export const listUrl = '/api/v1/projects/?page=1&page_size=25&search=harbour';
type Role = keyof typeof tokens;

/** The SQL the app runs for one list request, per role, captured through drizzle's logger. */
export async function captureQueries(url: string): Promise<Record<Role, Array<{ query: string; params: unknown[] }>>> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let captured: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => void captured.push({ query, params }) } }) as unknown as Db;
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: tmpdir() }),
    database: { db, kind: 'postgres', ping: async () => {}, close: () => pool.end() },
    store: createLocalFileStore(tmpdir()),
    logger: false,
  });
  const result = {} as Record<Role, typeof captured>;
  for (const role of Object.keys(tokens) as Role[]) {
    captured = [];
    const res = await app.inject({ method: 'GET', url: listUrl, headers: { authorization: `Token ${tokens[role]}` } });
    if (res.statusCode !== 200) throw new Error(`list as ${role} answered ${res.statusCode}: ${res.body}`);
    result[role] = captured;
  }
  await app.close();
  await pool.end();
  return result;
}

