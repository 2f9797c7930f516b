import type { PGlite } from '@electric-sql/pglite';
import { interceptQueries, type Query } from './pglite-intercept.ts';
import { hotStatementNamer, type NamerOptions } from './prepared-reads.ts';

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
  else if (typeof value === 'boolean') text = String(value);
  else return undefined;
  if (text.includes('\0')) return undefined;
  return `'${text.replaceAll("'", "''")}'`;
}

/** A statement that can be prepared: one SELECT, WITH, INSERT, UPDATE or DELETE (sent with parameters, so one statement). */
const isPreparable = (text: string) => /^\s*(select|with|insert|update|delete)\b/i.test(text);

/**
 * Statements that repeat on the embedded database run prepared, as reads do on PostgreSQL
 * (prepared-reads.ts). PGlite parses, analyses and plans every statement it is sent; prepared once,
 * a project's or an invoice's read costs a third (bench/create-throughput). PGlite's query API has no
 * named statements, so a hot statement is prepared with SQL (`PREPARE name AS …`) and then run as
 * `EXECUTE name('…', …)`, its parameters written as quoted literals. Outside a transaction it is
 * prepared on its own; inside one, under a savepoint, so a statement PostgreSQL will not prepare
 * (it is then left as sent) cannot end the transaction. A prepared statement outlives a rollback.
 * Fewer texts are named than on PostgreSQL: each prepared plan stays in the embedded heap.
 */
export async function preparePgliteStatements(client: PGlite, options: NamerOptions = {}) {
  const { nameFor, namedCount } = hotStatementNamer({ maxNamed: 128, ...options });
  // The literals below rely on it; it is PostgreSQL's default.
  const { rows } = await client.query('show standard_conforming_strings');
  if ((rows[0] as { standard_conforming_strings?: string } | undefined)?.standard_conforming_strings !== 'on') return { namedCount: () => 0 };
  /** Each named statement: prepared, refused, or being prepared outside a transaction (which a transaction must not wait for). */
  const state = new Map<string, 'ready' | 'refused' | Promise<boolean>>();

  const executeText = (name: string, params: unknown[]) => {
    const values = params.map(parameterLiteral);
    return values.includes(undefined) ? undefined : `execute ${name}(${values.join(', ')})`;
  };
  /** The statement's name and its EXECUTE, when it is hot and its parameters can be written as literals. */
  const prepared = (text: string, params: unknown[] | undefined) => {
    const name = params?.length && isPreparable(text) ? nameFor(text) : undefined;
    const execute = name && executeText(name, params!);
    return execute ? { name: name!, execute } : undefined;
  };
  const settle = (name: string, ok: boolean) => {
    // Prepared meanwhile inside a transaction: PREPARE then finds the name taken, and it is ready.
    if (state.get(name) !== 'ready') state.set(name, ok ? 'ready' : 'refused');
    return state.get(name) === 'ready';
  };

  const outside = (run: Query, name: string, text: string) => {
    const known = state.get(name);
    if (known === 'ready' || known === 'refused') return known === 'ready';
    if (known) return known;
    const done = run(`prepare ${name} as ${text}`).then(
      () => settle(name, true),
      () => settle(name, false),
    );
    state.set(name, done);
    return done;
  };

  const inside = async (run: Query, name: string, text: string) => {
    const known = state.get(name);
    if (known === 'ready') return true;
    if (known !== undefined) return false; // refused, or being prepared outside
    await run('savepoint prepare_statement');
    try {
      await run(`prepare ${name} as ${text}`);
      state.set(name, 'ready');
    } catch {
      await run('rollback to savepoint prepare_statement');
      state.set(name, 'refused');
    }
    await run('release savepoint prepare_statement');
    return state.get(name) === 'ready';
  };

  interceptQueries(client, (query, inTransaction) => async (text, params, options) => {
    const statement = prepared(text, params);
    const ready = statement && (await (inTransaction ? inside : outside)(query, statement.name, text));
    return ready ? query(statement.execute, [], options) : query(text, params, options);
  });

  return { namedCount };
}
