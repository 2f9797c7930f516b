#!/usr/bin/env node
// Cold start: `npm start` (already built) on a fresh, empty embedded database, from spawn to the
// first 200 of /api/v1/health/. Baseline: a bare `node -e` HTTP server, spawned and polled the same
// way. Median of BENCH_RUNS runs (default 3). Target: under 3 s.
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { freePort, freshServerEnv, median, saveResult, spawnGroup, stopGroup, waitFor200 } from './lib.mjs';

const targetMs = 3_000;
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const bareServer =
  "require('http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end('{\"success\":true,\"status\":\"ok\"}')}).listen(+process.env.PORT,'127.0.0.1')";

async function timeStart(command, args, withData) {
  const port = await freePort();
  const { env, cleanup } = withData ? freshServerEnv(port) : { env: { PORT: String(port) }, cleanup: () => {} };
  const started = performance.now();
  const child = spawnGroup(command, args, env);
  try {
    return await waitFor200(`http://127.0.0.1:${port}/api/v1/health/`, started, child);
  } finally {
    await stopGroup(child);
    cleanup();
  }
}

async function measure(label, command, args, withData) {
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await timeStart(command, args, withData));
  const ms = median(times);
  console.log(`  ${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms   (runs: ${times.map((t) => t.toFixed(0)).join(', ')})`);
  return ms;
}

export async function coldStart() {
  ensureBuilt();
  console.log(`cold start to a healthy answer (median of ${runs}, fresh DATA_DIR each run)`);
  const baseline = await measure('baseline: bare node -e server', process.execPath, ['-e', bareServer], false);
  const npmStart = await measure('npm start', 'npm', ['start', '--silent'], true);
  const direct = await measure('node apps/server/dist/main.js', process.execPath, ['apps/server/dist/main.js'], true);
  const verdict = npmStart < targetMs ? 'within' : 'OVER';
  console.log(
    `cold start: npm start ${(npmStart / 1000).toFixed(2)} s (target < ${targetMs / 1000} s: ${verdict}); ` +
      `${(npmStart / baseline).toFixed(1)}x the bare node baseline (${baseline.toFixed(0)} ms); ` +
      `node main.js alone ${(direct / 1000).toFixed(2)} s, ${(direct / baseline).toFixed(1)}x`,
  );
  const result = { runs, baselineMs: baseline, npmStartMs: npmStart, directMs: direct, targetMs, ratio: npmStart / baseline };
  saveResult('cold-start', result);
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await coldStart();
  } catch (error) {
    console.error(`cold-start: ${error.message}`);
    process.exit(1);
  }
}
