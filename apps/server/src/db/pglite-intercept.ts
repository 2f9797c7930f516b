import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

export type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/**
 * Puts `wrap` around every query the client runs, its own (`client.query`) and each transaction's
 * (`tx.query`, told by `inTransaction`), so drizzle's queries all pass through it.
 */
export function interceptQueries(client: PGlite, wrap: (query: Query, inTransaction: boolean) => Query) {
  client.query = wrap(client.query.bind(client) as Query, false) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = wrap(tx.query.bind(tx) as Query, true) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
}
