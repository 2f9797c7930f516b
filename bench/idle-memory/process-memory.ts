import { readFileSync } from 'node:fs';
import { memoryReleaseQuietMs } from '../../apps/server/src/bootstrap/release-memory-when-quiet.ts';

/** Resident memory of a process in MB, from /proc: all of it, its anonymous part, its mapped files. */
export function residentMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024, file: kb('RssFile') / 1024 };
}

/** CPU time the process has used so far, in clock ticks (user + system). */
function cpuTicks(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the process has used under 2% of a core in each of `quietSeconds` seconds in a row
 * (background work done: demo photos, derivatives; by default long enough for the server to give
 * back what its work freed, which it does once it has answered no request for a while), then reads its memory once a second for
 * `readings` seconds and answers the median reading.
 */
export async function settledMemory(pid: number, { quietSeconds = Math.ceil(memoryReleaseQuietMs / 1_000) + 1, readings = 5, timeoutMs = 240_000 } = {}) {
  const started = performance.now();
  let quiet = 0;
  let ticks = cpuTicks(pid);
  while (quiet < quietSeconds) {
    if (performance.now() - started > timeoutMs) throw new Error(`process ${pid} did not go quiet within ${timeoutMs / 1000} s`);
    await sleep(1_000);
    const now = cpuTicks(pid);
    quiet = now - ticks <= 2 ? quiet + 1 : 0;
    ticks = now;
  }
  const samples: Array<ReturnType<typeof residentMb>> = [];
  for (let i = 0; i < readings; i++) {
    samples.push(residentMb(pid));
    await sleep(1_000);
  }
  return samples.sort((a, b) => a.rss - b.rss)[Math.floor(samples.length / 2)]!;
}
