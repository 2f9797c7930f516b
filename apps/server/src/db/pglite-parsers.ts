import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { interceptQueries } from './pglite-intercept.ts';

/**
 * PGlite copies its whole table of value parsers (over 300 types) into a new object for every query
 * that brings parsers of its own, and drizzle brings the same few on every query (timestamps, dates,
 * intervals and their arrays, kept as PostgreSQL writes them). That copy cost about 85 µs a query,
 * a millisecond per project created. Here the parsers a query brings are added to the client's own
 * table the first time they are seen, and the query is sent without them: each answer is parsed
 * exactly as before. Any other caller of this client then also gets those types as text.
 */
export function mergeQueryParsers(client: PGlite) {
  const merged = new WeakSet<object>();
  const withoutParsers = (options?: QueryOptions) => {
    if (!options?.parsers) return options;
    if (!merged.has(options.parsers)) {
      Object.assign(client.parsers, options.parsers);
      merged.add(options.parsers);
    }
    const { parsers: _merged, ...rest } = options;
    return rest;
  };
  interceptQueries(client, (query) => (text, params, options) => query(text, params, withoutParsers(options)));
}
