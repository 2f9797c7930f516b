import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowVersions, useTestApp } from './test-app.ts';

// The access matrix and the bad-input sweep trust rowVersions to say a refused request wrote nothing.
describe('rowVersions', () => {
  const ctx = useTestApp();
  const categories = ['categories'];
  const run = (statement: string) => ctx.database.db.execute(sql.raw(statement));

  it('moves on an insert, on an update that sets the same values, and on a delete', async () => {
    const empty = await rowVersions(ctx.database.db, categories);
    await run(`insert into categories (name, description) values ('Drone', 'Aerial stills')`);
    const inserted = await rowVersions(ctx.database.db, categories);
    expect(inserted).not.toBe(empty);
    expect(inserted).toMatch(/^"categories": 1 rows, newest \d+$/);
    await run(`update categories set name = name`);
    const updated = await rowVersions(ctx.database.db, categories);
    expect(updated).not.toBe(inserted);
    await run(`delete from categories`);
    expect(await rowVersions(ctx.database.db, categories)).toBe(empty);
  });

  it('stays put for a write rolled back, a read, and a write to another table', async () => {
    await run(`insert into categories (name, description) values ('Twilight', 'Dusk exteriors')`);
    const before = await rowVersions(ctx.database.db, categories);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`update categories set description = 'changed'`));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await run(`select * from categories`);
    await run(`insert into services (service_name, price) values ('Floor plan', 150)`);
    expect(await rowVersions(ctx.database.db, categories)).toBe(before);
  });
});
