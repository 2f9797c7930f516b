// Projects list under load: the app vs. a plain pg + node:http server running the same SQL.
// The app keeps a list answer while no write commits (lib/stamped-cache.ts), so it is measured twice:
// with no writes (the usual case: answers kept) and while a writer commits a project update after
// another on its own connection (nearly every answer made afresh, as the baseline always does).
// Run with: npm run bench:projects   (needs PostgreSQL server binaries; starts a throwaway cluster)
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { startThrowawayPostgres } from '../../scripts/pg-throwaway.mjs';
import { freePort, saveResult, spawnGroup, stopGroup, waitFor200 } from '../lib.mjs';
import { captureQueries, listUrl } from './capture-queries.ts';
import { seedProjects, sizes, tokens } from './seed.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 16;
type Role = keyof typeof tokens;

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections, duration: seconds, headers });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { requestsPerSecond: Math.round(r.requests.average), p99: r.latency.p99, p50: r.latency.p50 };
}

/** Commits one project update after another until stopped: every commit moves the data stamp. */
function startWriter(url: string) {
  const client = new pg.Client({ connectionString: url });
  let running = true;
  let commits = 0;
  const started = performance.now();
  const done = (async () => {
    await client.connect();
    while (running) {
      await client.query('update projects set updated_at = now() where id = $1', [1 + (commits % 100)]);
      commits++;
    }
    await client.end();
  })();
  return async () => {
    running = false;
    await done;
    return Math.round(commits / ((performance.now() - started) / 1000));
  };
}

export async function projectsList() {
  ensureBuilt();
  const postgres = await startThrowawayPostgres({ database: 'portal_bench', quiet: true });
  const children: ReturnType<typeof spawnGroup>[] = [];
  try {
    const database = await openDatabase({ url: postgres.url });
    await seedProjects(database.db);
    await database.close();
    const queries = await captureQueries(postgres.url);
    const queriesFile = path.join(tmpdir(), `portal-bench-queries-${process.pid}.json`);
    writeFileSync(queriesFile, JSON.stringify(queries));

    const [appPort, basePort] = [await freePort(), await freePort()];
    const started = Date.now();
    const app = spawnGroup('node', ['apps/server/dist/main.js'], { PORT: String(appPort), DATABASE_URL: postgres.url, LOG_LEVEL: 'warn', DATA_DIR: tmpdir() });
    const base = spawnGroup('node', ['bench/projects-list/baseline-server.mjs', queriesFile, String(basePort)], { DATABASE_URL: postgres.url });
    children.push(app, base);
    await waitFor200(`http://127.0.0.1:${appPort}/api/v1/health/`, started, app);

    console.log(`projects list: page of 25, search "harbour", ${sizes.projects.toLocaleString('en')} projects across ${sizes.companies.toLocaleString('en')} companies, PostgreSQL, ${connections} connections, ${seconds} s each`);
    const results: Record<string, unknown> = {};
    const verdict = (ratio: number, p99: number) => `ratio ${ratio.toFixed(2)}x (target >= 0.5x: ${ratio >= 0.5 ? 'met' : 'MISSED'}), p99 ${p99} ms (target < 30 ms: ${p99 < 30 ? 'met' : 'MISSED'})`;
    for (const role of Object.keys(tokens) as Role[]) {
      const appUrl = `http://127.0.0.1:${appPort}${listUrl}`;
      const headers = { authorization: `Token ${tokens[role]}` };
      const appRun = await load(appUrl, headers);
      const stopWriter = startWriter(postgres.url);
      const appUnderWrites = await load(appUrl, headers);
      const commitsPerSecond = await stopWriter();
      const baseRun = await load(`http://127.0.0.1:${basePort}/?as=${role}`);
      const ratio = appRun.requestsPerSecond / baseRun.requestsPerSecond;
      const ratioUnderWrites = appUnderWrites.requestsPerSecond / baseRun.requestsPerSecond;
      results[role] = { app: appRun, appUnderWrites: { ...appUnderWrites, commitsPerSecond }, baseline: baseRun, ratio, ratioUnderWrites, queries: queries[role].length };
      console.log(`  as ${role.padEnd(6)} baseline (the ${queries[role].length} queries of a fresh answer, pg + node:http) ${String(baseRun.requestsPerSecond).padStart(5)} req/s, p99 ${baseRun.p99} ms`);
      console.log(`  as ${role.padEnd(6)} app, no writes (answers kept)      ${String(appRun.requestsPerSecond).padStart(5)} req/s, p99 ${appRun.p99} ms: ${verdict(ratio, appRun.p99)}`);
      console.log(`  as ${role.padEnd(6)} app, ${String(commitsPerSecond).padStart(4)} commits/s (made afresh) ${String(appUnderWrites.requestsPerSecond).padStart(5)} req/s, p99 ${appUnderWrites.p99} ms: ${verdict(ratioUnderWrites, appUnderWrites.p99)}`);
    }
    saveResult('projects-list', results);
  } finally {
    for (const child of children) await stopGroup(child);
    await postgres.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  projectsList().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
