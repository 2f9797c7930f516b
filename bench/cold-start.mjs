#!/usr/bin/env node
// Cold start: `npm start` (already built) on a fresh, empty embedded database, from spawn to the
// first 200 of /api/v1/health/. Baseline: a bare `node -e` HTTP server, spawned and polled the same
// way. Median of BENCH_RUNS runs (default 3). Target: under 2 s.
// Also the CPU time (user + system) `node main.js` had used when it first answered: on a machine
// other work shares, a steadier figure than the time on the clock.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { freePort, freshServerEnv, median, saveResult, serverArgs, serverEnv, spawnGroup, stopGroup, waitFor200 } from './lib.mjs';

const targetMs = 2_000;
// The same target as a multiple of the bare node server's start, for a machine whose own start is slower:
// 19x is 1.35 s where the bare start takes 71 ms.
const ratioTarget = 19;
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const bareServer =
  "require('http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end('{\"success\":true,\"status\":\"ok\"}')}).listen(+process.env.PORT,'127.0.0.1')";

/** CPU time the process has used, in ms (user + system, from /proc; 0 where there is no /proc). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

async function timeStart(command, args, withData, cpu) {
  const port = await freePort();
  const { env, cleanup } = withData ? freshServerEnv(port) : { env: { PORT: String(port) }, cleanup: () => {} };
  if (command === process.execPath && withData) Object.assign(env, serverEnv);
  const started = performance.now();
  const child = spawnGroup(command, args, env);
  try {
    const ms = await waitFor200(`http://127.0.0.1:${port}/api/v1/health/`, started, child);
    cpu?.push(cpuMs(child.pid));
    return ms;
  } finally {
    await stopGroup(child);
    cleanup();
  }
}

async function measure(label, command, args, withData) {
  const times = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) times.push(await timeStart(command, args, withData, cpu));
  const ms = median(times);
  const cpuNote = command === 'npm' ? '' : `, CPU ${median(cpu).toFixed(0)} ms`;
  console.log(`  ${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms   (runs: ${times.map((t) => t.toFixed(0)).join(', ')}${cpuNote})`);
  return { ms, cpuMs: median(cpu) };
}

export async function coldStart() {
  ensureBuilt();
  console.log(`cold start to a healthy answer (median of ${runs}, fresh DATA_DIR each run)`);
  const { ms: baseline, cpuMs: baselineCpu } = await measure('baseline: bare node -e server', process.execPath, ['-e', bareServer], false);
  const { ms: npmStart } = await measure('npm start', 'npm', ['start', '--silent'], true);
  const { ms: direct, cpuMs: directCpu } = await measure('node apps/server/dist/main.js', process.execPath, serverArgs, true);
  const verdict = npmStart < targetMs ? 'within' : 'OVER';
  console.log(
    `cold start: npm start ${(npmStart / 1000).toFixed(2)} s (target < ${targetMs / 1000} s: ${verdict}); ` +
      `${(npmStart / baseline).toFixed(1)}x the bare node baseline (${baseline.toFixed(0)} ms; as a ratio at most ${ratioTarget}x: ${npmStart / baseline <= ratioTarget ? 'within' : 'OVER'}); ` +
      `node main.js alone ${(direct / 1000).toFixed(2)} s, ${(direct / baseline).toFixed(1)}x; CPU to healthy ${directCpu.toFixed(0)} ms, ${(directCpu / Math.max(10, baselineCpu)).toFixed(1)}x the baseline's`,
  );
  const result = { runs, baselineMs: baseline, npmStartMs: npmStart, directMs: direct, targetMs, ratioTarget, ratio: npmStart / baseline, directCpuMs: directCpu, baselineCpuMs: baselineCpu };
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
