import type { Db } from './client.ts';

/**
 * A statement prepared on `db` (made into SQL once), to run on `tx`: itself outside a transaction,
 * and inside one the same text, parameters and row mapping sent on the transaction's connection.
 * Drizzle ties a prepared statement to the connection it was made from, so a read inside a
 * transaction was otherwise built into SQL on every call: for a project's read, with its neighbours
 * as subqueries, that was the largest share of a change's garbage. Both drivers' prepared
 * statements send through their `client`, which a transaction's session holds; a named statement
 * is parsed the first time a connection runs it.
 */
export function preparedOn<Statement extends object>(prepared: Statement, tx: Db, db: Db): Statement {
  if (tx === db) return prepared;
  const client = (tx._.session as unknown as { client?: unknown }).client;
  if (!client) throw new Error('preparedOn: the transaction has no connection to send on');
  return Object.create(prepared, { client: { value: client } }) as Statement;
}
