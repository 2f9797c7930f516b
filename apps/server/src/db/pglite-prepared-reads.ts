import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { hotStatementNamer, isRead, type NamerOptions } from './prepared-reads.ts';

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/**
 * A parameter written as a quoted literal: the same text the extended protocol would send, which
 * PostgreSQL then reads as the parameter's type. Quotes are doubled (standard_conforming_strings is
 * on, so a backslash is an ordinary character). Undefined for what is not a plain value.
 */
export function parameterLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else if (typeof value === 'bigint') text = String(value);
  else if (typeof value === 'boolean') text = value ? 't' : 'f';
  else return undefined;
  if (text.includes('\0')) return undefined;
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Repeated reads on the embedded database as prepared statements, as prepared-reads.ts does on
 * PostgreSQL. PGlite parses, analyses and plans every statement it is sent; prepared once, a
 * project's or an invoice's read costs a third (bench/create-throughput). PGlite has no named
 * statements in its query API, so a hot read is prepared with SQL (`PREPARE name AS …`, outside any
 * transaction) and then run as `EXECUTE name('…', …)`, its parameters as quoted literals. Inside a
 * transaction a read already prepared is executed the same way; one not yet prepared runs as sent.
 * A text PostgreSQL will not prepare (a parameter whose type it cannot tell) is left as sent.
 * Fewer texts are named than on PostgreSQL: each prepared plan stays in the embedded heap.
 */
export async function preparePgliteReads(client: PGlite, options: NamerOptions = {}) {
  const { nameFor, nameOf, namedCount } = hotStatementNamer({ maxNamed: 64, ...options });
  const plain = client.query.bind(client) as Query;
  // The literals below rely on it; it is PostgreSQL's default.
  const { rows } = await plain('show standard_conforming_strings');
  if ((rows[0] as { standard_conforming_strings?: string } | undefined)?.standard_conforming_strings !== 'on') return { namedCount: () => 0 };
  const preparing = new Map<string, Promise<boolean>>();
  /** Names whose PREPARE succeeded: known without waiting, as a transaction must not wait on work outside it. */
  const ready = new Set<string>();

  const executeText = (name: string, params: unknown[]) => {
    const values = params.map(parameterLiteral);
    return values.includes(undefined) ? undefined : `execute ${name}(${values.join(', ')})`;
  };
  const prepare = (name: string, text: string) => {
    let done = preparing.get(name);
    if (!done) {
      done = plain(`prepare ${name} as ${text}`).then(
        () => ready.add(name) && true,
        () => false,
      );
      preparing.set(name, done);
    }
    return done;
  };

  client.query = (async (text: string, params?: unknown[], queryOptions?: QueryOptions) => {
    const name = params?.length && isRead(text) ? nameFor(text) : undefined;
    const execute = name && executeText(name, params!);
    if (execute && (await prepare(name, text))) return plain(execute, [], queryOptions);
    return plain(text, params, queryOptions);
  }) as PGlite['query'];

  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const inTransaction = tx.query.bind(tx) as Query;
      tx.query = (async (text: string, params?: unknown[], queryOptions?: QueryOptions) => {
        const name = params?.length && isRead(text) ? nameOf(text) : undefined;
        const execute = name && ready.has(name) && executeText(name, params!);
        return execute ? inTransaction(execute, [], queryOptions) : inTransaction(text, params, queryOptions);
      }) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];

  return { namedCount };
}
