// Idle memory of the server on the embedded database: resident set (VmRSS) of the built server once
// it has gone quiet, on an empty database, after the demo studio has loaded (its photos and their
// derivatives made), and after the lists of 10,000 projects across 1,000 companies have been read.
// Baseline: a bare Fastify with PGlite open on a new data directory (PGlite's own settings).
// Breakdown: bare node, bare Fastify, Fastify + PGlite with the app's settings (and npm start's node
// flags and malloc settings, memory given back once quiet as the app does), sharp after one
// thumbnail: each a process of its own (bare-server.mjs), settled and read the same way.
// Target: the app under 200 MB in every state.
// Run with: npx tsx bench/idle-memory/idle-memory.ts   (BENCH_CASES=empty,demo,listed for some of the app's states only)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memoryReleaseQuietMs } from '../../apps/server/src/bootstrap/release-memory-when-quiet.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { pgliteOptions } from '../../apps/server/src/db/pglite-options.ts';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { startNodeFlags } from '../../scripts/start-command.mjs';
import { admin, freePort, saveResult, serverArgs, serverEnv, spawnGroup, stopGroup, waitFor200 } from '../lib.mjs';
import { seedProjects, tokens } from '../projects-list/seed.ts';
import { settledMemory } from './process-memory.ts';

const targetMb = 200;
const counts = { companies: 1_000, projects: 10_000 };
const secret = 'bench-only-secret-key-0123456789abcdef0123456789abcdef';

type Memory = Awaited<ReturnType<typeof settledMemory>>;

/** Starts `args` with node on a port, waits for health, runs `then`, waits for quiet and reads its memory. */
async function measure(args: string[], env: Record<string, string | undefined>, then?: (origin: string, output: () => string) => Promise<void>): Promise<Memory> {
  const port = await freePort();
  const started = performance.now();
  const child = spawnGroup(process.execPath, args, { ...env, PORT: String(port), HOST: '127.0.0.1' }, 'pipe');
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitFor200(`http://127.0.0.1:${port}/api/v1/health/`, started, child);
    await then?.(`http://127.0.0.1:${port}`, () => output);
    return await settledMemory(child.pid!);
  } finally {
    await stopGroup(child);
  }
}

/** The server's environment as `npm start` gives it, on the embedded database in `dataDir`. */
function appEnv(dataDir: string, demo: boolean) {
  return { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: undefined, PORTAL_DEMO: demo ? '1' : '0', PORTAL_ADMIN_EMAIL: admin.email, PORTAL_ADMIN_PASSWORD: admin.password, SECRET_KEY: secret, LOG_LEVEL: 'info' };
}

async function withDataDir<T>(work: (dir: string) => Promise<T>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-idle-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function waitForOutput(output: () => string, text: string, timeoutMs = 240_000) {
  const started = performance.now();
  while (!output().includes(text)) {
    if (performance.now() - started > timeoutMs) throw new Error(`no "${text}" in the server's output within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Reads the staff and client lists, with and without a search, 20 times each. */
async function readLists(origin: string) {
  for (const token of Object.values(tokens)) {
    for (const query of ['', '&search=harbour']) {
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${origin}/api/v1/projects/?page=1&page_size=25${query}`, { headers: { authorization: `Token ${token}` } });
        if (!res.ok) throw new Error(`the projects list answered ${res.status}`);
        await res.arrayBuffer();
      }
    }
  }
}

const app = serverArgs;
const bare = (mode: string) => ['bench/idle-memory/bare-server.mjs', mode];

export async function idleMemory() {
  ensureBuilt();
  console.log('idle memory: resident set (VmRSS) once the process has gone quiet, median of 5 readings a second apart');
  const rows: Array<[string, Memory]> = [];
  const show = (label: string, memory: Memory, note = '') => {
    rows.push([label, memory]);
    console.log(`  ${label.padEnd(44)} ${memory.rss.toFixed(0).padStart(5)} MB  (anonymous ${memory.anon.toFixed(0)}, files ${memory.file.toFixed(0)})${note}`);
  };
  show('bare node:http', await measure(bare('node'), {}));
  show('bare Fastify', await measure(bare('fastify'), {}));
  show('sharp, after one thumbnail', await measure(bare('sharp'), {}));
  const baseline = await withDataDir((dir) => measure(bare('fastify-pglite'), { DATA_DIR: dir }));
  show('baseline: Fastify + PGlite (its defaults)', baseline);
  const { startParams } = await pgliteOptions();
  // With npm start's node flags and malloc settings too, and memory given back once quiet, so the
  // app's own part is only its code and data.
  const appSettings = await withDataDir((dir) =>
    measure([...startNodeFlags, ...bare('fastify-pglite')], { ...serverEnv, DATA_DIR: dir, PGLITE_OPTIONS: JSON.stringify({ startParams }), RELEASE_AFTER_MS: String(memoryReleaseQuietMs) }),
  );
  show("Fastify + PGlite (the app's settings, npm start's)", appSettings);

  const verdict = (memory: Memory) => ` ${(memory.rss / baseline.rss).toFixed(2)}x the baseline; target < ${targetMb} MB: ${memory.rss < targetMb ? 'met' : 'MISSED'}`;
  const cases = (process.env.BENCH_CASES ?? 'empty,demo,listed').split(',');
  const skipped = { rss: Number.NaN, anon: Number.NaN, file: Number.NaN };
  const empty = cases.includes('empty') ? await withDataDir((dir) => measure(app, appEnv(dir, false))) : skipped;
  show('app, empty database', empty, verdict(empty));
  const demo = cases.includes('demo') ? await withDataDir((dir) => measure(app, appEnv(dir, true), (_origin, output) => waitForOutput(output, 'Demo photos added'))) : skipped;
  show('app, demo studio loaded', demo, verdict(demo));
  const listed = !cases.includes('listed') ? skipped : await withDataDir(async (dir) => {
    // A first start makes the database as a new install does; the projects go in while it is stopped.
    await measure(app, appEnv(dir, false));
    const database = await openDatabase({ dataDir: dir });
    await seedProjects(database.db, counts);
    await database.close();
    return measure(app, appEnv(dir, false), readLists);
  });
  show(`app, ${counts.projects.toLocaleString('en')} projects, lists read`, listed, verdict(listed));

  const [node, fastify, sharp] = [rows[0]![1], rows[1]![1], rows[2]![1]];
  console.log(
    `breakdown: PGlite ${(baseline.rss - fastify.rss).toFixed(0)} MB with its defaults, ${(appSettings.rss - fastify.rss).toFixed(0)} MB with the app's settings; ` +
      `sharp ${(sharp.rss - node.rss).toFixed(0)} MB after one thumbnail; ` +
      `the app's own (modules, routes, caches) ${(empty.rss - appSettings.rss).toFixed(0)} MB empty, ${(demo.rss - appSettings.rss).toFixed(0)} MB after the demo`,
  );
  const met = [empty, demo, listed].every((memory) => memory.rss < targetMb);
  console.log(`idle memory: app ${empty.rss.toFixed(0)} / ${demo.rss.toFixed(0)} / ${listed.rss.toFixed(0)} MB (empty / demo / 10,000 projects); target < ${targetMb} MB: ${met ? 'met' : 'MISSED'}`);
  saveResult('idle-memory', { targetMb, met, rssMb: Object.fromEntries(rows.map(([label, memory]) => [label, Math.round(memory.rss)])) });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  idleMemory().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
