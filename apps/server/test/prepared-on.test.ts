import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparedOn } from '../src/db/prepared-on.ts';
import { categories } from '../src/db/schema/index.ts';
import { transactor } from '../src/lib/transaction.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();

/** A category by name, made into SQL once, as repositories prepare their hot reads. */
const prepareByName = () =>
  ctx.database.db
    .select({ id: categories.id, name: categories.name, created: categories.createdAt })
    .from(categories)
    .where(eq(categories.name, sql.placeholder('name')))
    .prepare('test_category_by_name');

describe('a statement prepared once, run inside a transaction', () => {
  it('runs on the transaction: it sees the transaction’s own write, mapped as outside, and nothing after a rollback', async () => {
    const { db } = ctx.database;
    const byName = prepareByName();
    let seen: unknown;
    const rolledBack = transactor(db)(async (tx) => {
      await tx.insert(categories).values({ name: 'Twilight' });
      seen = await preparedOn(byName, tx, db).execute({ name: 'Twilight' });
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    // On PostgreSQL the statement on the pool's own connection would not see the uncommitted row; on
    // PGlite it would wait for the transaction that waits for it.
    expect(seen).toEqual([{ id: expect.any(Number), name: 'Twilight', created: expect.any(Date) }]);
    expect(await byName.execute({ name: 'Twilight' })).toEqual([]);
  });

  it('commits with the transaction, and outside one is the statement itself', async () => {
    const { db } = ctx.database;
    const byName = prepareByName();
    expect(preparedOn(byName, db, db)).toBe(byName);
    const written = await transactor(db)(async (tx) => {
      await tx.insert(categories).values({ name: 'Dusk' });
      const inside = preparedOn(byName, tx, db);
      // Twice on the same connection: the named statement is parsed once and run again.
      return [await inside.execute({ name: 'Dusk' }), await inside.execute({ name: 'Dusk' })];
    });
    expect(written[0]).toEqual(written[1]);
    expect(await byName.execute({ name: 'Dusk' })).toEqual(written[0]);
  });
});
