import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Reads that repeat run as named prepared statements, so PostgreSQL parses and analyses them once
 * per connection instead of on every request (on the projects list that was more than half of the
 * database's work per request; see bench/projects-list). Only SELECTs (or WITH) sent with parameters
 * are named: those already go through the extended protocol, so they are single statements. A text
 * is named once it has been seen `hotAfter` times, and at most `maxNamed` texts are ever named, so
 * queries whose text varies (an IN list of any length) cannot fill the server's memory.
 * Turned off with DATABASE_PREPARED_READS=0 (a pooler in transaction mode without prepared-statement
 * support, for instance).
 */
export function prepareRepeatedReads(pool: pg.Pool, options: NamerOptions = {}) {
  const { nameFor, namedCount } = hotStatementNamer(options);
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const values = rest[0];
      if (config && typeof config === 'object' && !('submit' in config) && Array.isArray(values) && values.length > 0) {
        const { text, name } = config as { text?: unknown; name?: unknown };
        if (typeof text === 'string' && name === undefined && isRead(text)) {
          const statement = nameFor(text);
          if (statement) return query({ ...config, name: statement }, ...rest);
        }
      }
      return query(config, ...rest);
    }) as typeof client.query;
  });
  return { namedCount };
}

export interface NamerOptions {
  /** How many times a text is seen before it is named. */
  hotAfter?: number;
  /** How many texts are ever named. */
  maxNamed?: number;
  /** How many texts not yet named are counted at once. */
  maxTracked?: number;
}

/** Whether a text is a read the namer takes: a SELECT, or a WITH. */
export const isRead = (text: string) => /^\s*(select|with)\b/i.test(text);

/**
 * Names a statement text once it has been seen `hotAfter` times, the same name for the same text
 * (in any process), and names at most `maxNamed` texts; `nameFor` counts the text and answers its
 * name, undefined while it is not named.
 */
export function hotStatementNamer({ hotAfter = 2, maxNamed = 256, maxTracked = 4096 }: NamerOptions = {}) {
  const seen = new Map<string, number>();
  const named = new Map<string, string>();
  const nameFor = (text: string) => {
    const name = named.get(text);
    if (name || named.size >= maxNamed) return name;
    const count = (seen.get(text) ?? 0) + 1;
    if (count < hotAfter) {
      if (seen.size >= maxTracked) seen.clear();
      seen.set(text, count);
      return undefined;
    }
    seen.delete(text);
    const fresh = `r_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    named.set(text, fresh);
    return fresh;
  };
  return { nameFor, namedCount: () => named.size };
}
