import { tmpdir } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { createLocalFileStore } from '../../apps/server/src/storage/local-file-store.ts';
import { tokens } from './seed.ts';

export const listUrl = '/api/v1/projects/?page=1&page_size=25&search=harbour';
type Role = keyof typeof tokens;

export interface CapturedQuery {
  query: string;
  params: unknown[];
  /** Set when the app runs it as a named prepared statement; the baseline then does the same. */
  name?: string;
}

/** The SQL the app runs for one list request (`path`, the bench's search by default), per role, captured through drizzle's logger. */
export async function captureQueries(url: string, path = listUrl): Promise<Record<Role, CapturedQuery[]>> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let captured: CapturedQuery[] = [];
  const statementNames = new Map<string, string>();
  const poolQuery = pool.query.bind(pool) as (config: unknown, values?: unknown) => unknown;
  pool.query = ((config: unknown, values?: unknown) => {
    const { name, text } = (config ?? {}) as { name?: string; text?: string };
    if (name && text) statementNames.set(text, name);
    return poolQuery(config, values);
  }) as typeof pool.query;
  const logQuery = (query: string, params: unknown[]) => void captured.push({ query, params });
  const db = drizzle(pool, { logger: { logQuery } }) as unknown as Db;
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: tmpdir() }),
    database: { db, kind: 'postgres', ping: async () => {}, close: () => pool.end() },
    store: createLocalFileStore(tmpdir()),
    secretKey: 'bench-secret-key-for-signed-file-links-0123456789',
    backgroundWork: false,
    logger: false,
  });
  const result = {} as Record<Role, typeof captured>;
  for (const role of Object.keys(tokens) as Role[]) {
    captured = [];
    const res = await app.inject({ method: 'GET', url: path, headers: { authorization: `Token ${tokens[role]}` } });
    if (res.statusCode !== 200) throw new Error(`list as ${role} answered ${res.statusCode}: ${res.body}`);
    result[role] = captured.map((q) => ({ ...q, name: statementNames.get(q.query) }));
  }
  await app.close();
  await pool.end();
  return result;
}

