// Prints EXPLAIN ANALYZE of the SQL the projects list runs, on the bench's 10,000-project data.
// Run with: npx tsx bench/projects-list/explain.ts
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { startThrowawayPostgres } from '../../scripts/pg-throwaway.mjs';
import { captureQueries } from './capture-queries.ts';
import { seedProjects } from './seed.ts';

const postgres = await startThrowawayPostgres({ database: 'portal_explain', quiet: true });
try {
  const database = await openDatabase({ url: postgres.url });
  await seedProjects(database.db);
  await database.close();
  const queries = await captureQueries(postgres.url);
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  for (const [role, list] of Object.entries(queries)) {
    for (const { query, params } of list) {
      const plan = await client.query(`explain (analyze, buffers off) ${query}`, params);
      const lines = plan.rows.map((r) => r['QUERY PLAN'] as string);
      console.log(`\n--- ${role}: ${query.slice(0, 160)}...\n${lines.join('\n')}`);
    }
  }
  await client.end();
} finally {
  await postgres.stop();
}
