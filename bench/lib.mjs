// Shared by the benchmarks: ports, process groups, health polling, results.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/ensure-built.mjs';
import { startEnv, startNodeFlags } from '../scripts/start-command.mjs';

export { root };
export const admin = { email: 'admin@bench.test', password: 'Bench-Admin-Pa55word!7q' };

/**
 * The built server as `npm start` runs it (package.json, read by scripts/start-command.mjs): glibc's
 * malloc limited to two arenas and giving freed memory back, V8's young generation to 4 MB
 * semi-spaces. Spawn `process.execPath` with `serverArgs` and `serverEnv`.
 */
export const serverArgs = [...startNodeFlags, 'apps/server/dist/main.js'];
export const serverEnv = startEnv();

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One GET; resolves to the status code, or 0 when nothing answers. */
function probe(url) {
  return new Promise((resolve) => {
    const request = get(url, { timeout: 1_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** Polls every 10 ms until `url` answers 200; resolves to the milliseconds since `since`. */
export async function waitFor200(url, since, child, timeoutMs = 60_000) {
  let exited = null;
  child?.once('exit', (code) => (exited = code ?? 'signal'));
  for (;;) {
    if ((await probe(url)) === 200) return performance.now() - since;
    if (exited !== null) throw new Error(`the process exited (${exited}) before ${url} answered 200`);
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Spawns in its own process group, so `npm start` and the node it starts stop together. */
export function spawnGroup(command, args, env, output = 'ignore') {
  return spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', output, output], detached: true });
}

export async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5_000);
  await done;
  clearTimeout(timer);
}

/** The environment of a first start: empty embedded database in a fresh DATA_DIR. */
export function freshServerEnv(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORTAL_ADMIN_EMAIL: admin.email,
    PORTAL_ADMIN_PASSWORD: admin.password,
    PORTAL_DEMO: '0',
    SECRET_KEY: 'bench-only-secret-key-0123456789abcdef0123456789abcdef',
    DATABASE_URL: undefined,
  };
  return { env, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median time of `calls` sequential calls of `read`, in ms, after 20 calls to warm caches and plans. */
export async function medianOfCalls(read, calls) {
  for (let i = 0; i < 20; i++) await read();
  const times = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  return median(times);
}


export function saveResult(name, result) {
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2)}\n`);
}
