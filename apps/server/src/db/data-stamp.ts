import { sql } from 'drizzle-orm';
import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * The data stamp (migration 0008): a number that takes a new, never repeated value when a
 * transaction that wrote projects, companies, services, categories, users, invoices, files or
 * favourites commits. Kept out of schema/ so resets and drizzle-kit leave it to the migration.
 */
const dataStamp = pgTable('data_stamp', {
  id: smallint('id').primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull(),
});

export type ReadDataStamp = () => Promise<number>;

/**
 * The current stamp as a subquery, for a statement that reads something else anyway: the session
 * lookup answers it with the session, so a read-only request's cached lists need no lookup of their own.
 */
export const dataStampNow = sql<number>`(select ${dataStamp.stamp} from ${dataStamp} where ${dataStamp.id} = 1)`.mapWith(Number);

/** Reads the current stamp: one prepared single-row lookup. */
export function dataStampReader(db: Db): ReadDataStamp {
  const query = db.select({ stamp: dataStamp.stamp }).from(dataStamp).prepare('data_stamp_current');
  return async () => {
    const [row] = await query.execute();
    if (!row) throw new Error('data_stamp has no row: migration 0008 did not run');
    return row.stamp;
  };
}
