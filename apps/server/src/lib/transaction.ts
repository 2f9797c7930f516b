import type { Db } from '../db/client.ts';

/** Runs `work` in one transaction; repositories take the `tx` it hands over, so every write commits or none does. */
export type Transact = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

// Both drivers' transaction objects share the query builder of Db.
export const transactor = (db: Db): Transact => (work) => db.transaction((tx) => work(tx as unknown as Db));
