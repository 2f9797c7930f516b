// Project creation (each with its invoice) through the API, 8 concurrent clients for BENCH_SECONDS,
// on a throwaway PostgreSQL and on the embedded PGlite, each holding 10,000 projects across 1,000
// companies first. Baseline: the same inserts in one transaction per project (baseline-inserts.ts),
// 8 at a time, through plain pg on PostgreSQL and through PGlite itself (in process) on PGlite.
// The API and its baseline take turns for BENCH_ROUNDS rounds, so a machine whose speed drifts
// (a shared VM) moves both; the ratio printed is the median of the rounds' ratios.
// Targets: at least 500 creations/s on PostgreSQL and 250/s on PGlite.
// Run with: npx tsx bench/create-throughput/create-throughput.ts   (BENCH_SECONDS, default 8;
//   BENCH_ROUNDS, default 3; BENCH_DB=pg or pglite for one of the two; needs PostgreSQL server binaries for pg)
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { startThrowawayPostgres } from '../../scripts/pg-throwaway.mjs';
import { admin, freePort, median, saveResult, serverArgs, serverEnv, spawnGroup, stopGroup, waitFor200 } from '../lib.mjs';
import { seedProjects, tokens } from '../projects-list/seed.ts';
import { insertOneProject, type Query } from './baseline-inserts.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const clients = 8;
const counts = { companies: 1_000, projects: 10_000 };
const targets = { pg: 500, pglite: 250 } as const;
/**
 * The rate as a share of the baseline's, for a machine where the baseline itself is not far above the
 * rate (on a 2-core VM plain pg did 509-571/s): the API's own work (HTTP, the session, the checks, reading
 * the answer back) on top of the same inserts.
 */
const ratioTargets = { pg: 0.5, pglite: 0.25 } as const;
type Kind = keyof typeof targets;

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  /** The server's CPU time (user + system) per creation: steadier than the rate where other work shares the machine. */
  cpuMsEach?: number;
}

/** CPU time the process has used so far, in ms (user + system, from /proc). */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

let apiCalls = 0;
async function throughApi(origin: string, pid: number): Promise<Figures> {
  let i = apiCalls;
  const body = () =>
    JSON.stringify({ projectName: `Bench Create ${i}`, company_id: 1 + (i % counts.companies), category_id: 1 + (i % 5), service_id: 1 + (i++ % 6), siteAddress: `https://maps.example/create/${i}` });
  const request = { method: 'POST' as const, path: '/api/v1/projects/', headers: { authorization: `Token ${tokens.staff}`, 'content-type': 'application/json' }, setupRequest: (req: object) => ({ ...req, body: body() }) };
  const options = { url: origin, connections: clients, requests: [request], timeout: 60 };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const cpuBefore = cpuMs(pid);
  const r = await autocannon({ ...options, duration: seconds });
  apiCalls = i;
  if (r.non2xx || r.errors) throw new Error(`${r.non2xx} non-2xx answers, ${r.errors} errors`);
  const cpuMsEach = Number(((cpuMs(pid) - cpuBefore) / Math.max(1, r.requests.total)).toFixed(2));
  return { perSecond: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, cpuMsEach };
}

/** `clients` loops, each creating one project after another in its own transaction, for `seconds`. */
let baselineCalls = 0;
async function baseline(transaction: (work: (query: Query) => Promise<void>) => Promise<void>, actorId: number): Promise<Figures> {
  const run = async (duration: number, times: number[]) => {
    let next = 1_000_000 + baselineCalls;
    const until = performance.now() + duration * 1000;
    const loop = async () => {
      while (performance.now() < until) {
        const i = next++;
        baselineCalls++;
        const started = performance.now();
        await transaction((query) => insertOneProject(query, i, { companies: counts.companies, actorId }));
        times.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: clients }, loop));
  };
  await run(2, []); // warm-up
  const times: number[] = [];
  await run(seconds, times);
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!);
  return { perSecond: Math.round(times.length / seconds), p50: at(50), p99: at(99) };
}

const staffId = async (query: Query) => (await query(`select id from users where email = 'staff@bench.test'`)).rows[0]!.id as number;

async function startApp(env: Record<string, string | undefined>) {
  const port = await freePort();
  const started = performance.now();
  const app = spawnGroup(process.execPath, serverArgs, { ...serverEnv, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PORTAL_DEMO: '0' });
  await waitFor200(`http://127.0.0.1:${port}/api/v1/health/`, started, app);
  return { origin: `http://127.0.0.1:${port}`, pid: app.pid!, stop: () => stopGroup(app) };
}

/** `rounds` turns of the API then the baseline, each answering its figures. */
async function alternate(api: () => Promise<Figures>, base: () => Promise<Figures>) {
  const taken: Array<{ api: Figures; baseline: Figures }> = [];
  for (let round = 0; round < rounds; round++) taken.push({ api: await api(), baseline: await base() });
  return taken;
}

async function onPostgres() {
  const postgres = await startThrowawayPostgres({ database: 'portal_bench_create', quiet: true });
  try {
    const database = await openDatabase({ url: postgres.url });
    await seedProjects(database.db, counts);
    await database.close();
    // The app stays up, idle, while the baseline runs on the same server.
    const app = await startApp({ DATABASE_URL: postgres.url, DATA_DIR: tmpdir() });
    const pool = new pg.Pool({ connectionString: postgres.url, max: clients });
    try {
      const actorId = await staffId((text, params) => pool.query(text, params));
      const transaction = async (work: (query: Query) => Promise<void>) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await work((text, params) => client.query(text, params));
          await client.query('commit');
        } finally {
          client.release();
        }
      };
      return await alternate(() => throughApi(app.origin, app.pid), () => baseline(transaction, actorId));
    } finally {
      await pool.end();
      await app.stop();
    }
  } finally {
    await postgres.stop();
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-create-'));
  const baselineDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-create-baseline-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: undefined, PORTAL_ADMIN_EMAIL: admin.email, PORTAL_ADMIN_PASSWORD: admin.password };
  try {
    // The first start makes the database as a new install does; the bench data goes in while it is stopped.
    await (await startApp(env)).stop();
    const seeding = await openDatabase({ dataDir });
    await seedProjects(seeding.db, counts);
    await seeding.close();
    // One process holds a data dir at a time: the baseline runs here on a copy of the same data,
    // while the app, started once, keeps its own (warm, as a server that has been up a while).
    cpSync(dataDir, baselineDir, { recursive: true });
    const app = await startApp(env);
    const database = await openDatabase({ dataDir: baselineDir });
    try {
      const client = database.db.$client as unknown as { query: Query; transaction<T>(work: (tx: { query: Query }) => Promise<T>): Promise<T> };
      const actorId = await staffId((text, params) => client.query(text, params));
      const inProcess = () => baseline((work) => client.transaction((tx) => work((text, params) => tx.query(text, params))), actorId);
      return await alternate(() => throughApi(app.origin, app.pid), inProcess);
    } finally {
      await database.close();
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(baselineDir, { recursive: true, force: true });
  }
}

export async function createThroughput() {
  ensureBuilt();
  const kinds = (process.env.BENCH_DB ? [process.env.BENCH_DB] : ['pg', 'pglite']) as Kind[];
  console.log(`project creation with its invoice through the API: ${clients} concurrent clients, ${rounds} rounds of ${seconds} s, on ${counts.projects.toLocaleString('en')} projects and ${counts.companies.toLocaleString('en')} companies`);
  const results: Record<string, unknown> = {};
  let met = true;
  let withinRatio = true;
  for (const kind of kinds) {
    const taken = kind === 'pg' ? await onPostgres() : await onPglite();
    const baseName = kind === 'pg' ? 'plain pg' : 'PGlite in process';
    taken.forEach(({ api, baseline: base }, round) =>
      console.log(
        `  ${kind.padEnd(6)} round ${round + 1}: API ${String(api.perSecond).padStart(5)}/s (p50 ${api.p50} ms, p99 ${api.p99} ms, server CPU ${api.cpuMsEach} ms a creation); ` +
          `baseline (the same inserts, ${baseName}) ${String(base.perSecond).padStart(5)}/s (p50 ${base.p50} ms, p99 ${base.p99} ms): ${(api.perSecond / base.perSecond).toFixed(2)}x`,
      ),
    );
    const perSecond = median(taken.map(({ api }) => api.perSecond));
    const ratio = median(taken.map(({ api, baseline: base }) => api.perSecond / base.perSecond));
    met &&= perSecond >= targets[kind];
    withinRatio &&= ratio >= ratioTargets[kind];
    results[kind] = { rounds: taken, perSecond, baselinePerSecond: median(taken.map(({ baseline: base }) => base.perSecond)), ratio, target: targets[kind], ratioTarget: ratioTargets[kind] };
    console.log(
      `  ${kind.padEnd(6)} median: API ${perSecond}/s, ${ratio.toFixed(2)}x the baseline (target >= ${targets[kind]}/s: ${perSecond >= targets[kind] ? 'met' : 'MISSED'}; ` +
        `as a ratio >= ${ratioTargets[kind]}x: ${ratio >= ratioTargets[kind] ? 'met' : 'MISSED'})`,
    );
  }
  saveResult('create-throughput', { clients, seconds, counts, met, withinRatio, results });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  createThroughput().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
