import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { pgliteSettings } from '../src/db/pglite-options.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();

it('runs the embedded database with the settings sized for a small server', async () => {
  if (ctx.database.kind !== 'pglite') return; // PostgreSQL keeps its own configuration
  for (const [name, value] of Object.entries(pgliteSettings)) {
    const result = await ctx.database.db.execute(sql.raw(`show ${name}`));
    expect(Object.values(result.rows[0]!)[0], name).toBe(value);
  }
  expect(pgliteSettings.shared_buffers).toBe('16MB');
});
