#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests: initdb in a temp dir, start on a free 127.0.0.1 port
// with durability switched off, hand back a URL, and remove everything on stop (also on exit and
// on Ctrl-C). Run directly to get a cluster by hand:
//   node scripts/pg-throwaway.mjs                 prints DATABASE_URL, stops on Ctrl-C
//   node scripts/pg-throwaway.mjs npx vitest run --project server --project server-isolated
//                                                 runs the command with DATABASE_URL set
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const missingMessage =
  'PostgreSQL server binaries (initdb, pg_ctl) were not found.\n' +
  'Install them (Debian/Ubuntu: apt-get install postgresql), or set PG_BIN to the directory that ' +
  'holds initdb and pg_ctl.';

/** The directory holding initdb and pg_ctl: PG_BIN, then `pg_config --bindir`, then the newest /usr/lib/postgresql/N/bin. */
export function findPostgresBin() {
  const has = (dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  if (process.env.PG_BIN) {
    if (has(process.env.PG_BIN)) return process.env.PG_BIN;
    throw new Error(`PG_BIN=${process.env.PG_BIN} does not hold initdb and pg_ctl.\n${missingMessage}`);
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (has(dir)) return dir;
  } catch {
    // pg_config is absent on many machines; look in the usual places instead.
  }
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (has(join(root, v, 'bin'))) return join(root, v, 'bin');
  }
  for (const dir of ['/usr/local/pgsql/bin', '/usr/local/bin', '/usr/bin', '/opt/homebrew/bin']) if (has(dir)) return dir;
  throw new Error(missingMessage);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses root: as root, run the cluster's commands as another user (PG_THROWAWAY_USER, default postgres). */
function runAs() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const user = process.env.PG_THROWAWAY_USER || 'postgres';
  const id = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  if (id.status !== 0) {
    throw new Error(
      `Running as root, and initdb refuses root, but there is no '${user}' user to run it as.\n` +
        `Create one (useradd ${user}), set PG_THROWAWAY_USER to another user, or run as a non-root user.`,
    );
  }
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  return { user, uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function run(cmd, args, as, options = {}) {
  const [file, argv] = as ? ['runuser', ['-u', as.user, '--', cmd, ...args]] : [cmd, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  return result;
}

/**
 * Starts a fresh cluster. Resolves to `{ url, socketUrl, stop }`; `stop()` is idempotent and synchronous
 * underneath (pg_ctl stop -m immediate, then the directory is removed).
 */
export async function startThrowawayPostgres({ database = 'portal_test', quiet = false } = {}) {
  const bin = findPostgresBin();
  const as = runAs();
  // As root the cluster user must be able to reach the directory, so stay under /tmp.
  const base = process.env.PG_THROWAWAY_DIR || (as ? '/tmp' : tmpdir());
  const dir = mkdtempSync(join(base, 'portal-pg-'));
  const dataDir = join(dir, 'data');
  const socketDir = join(dir, 'sock');
  const logFile = join(dir, 'postgres.log');
  if (as) chownSync(dir, as.uid, as.gid);

  let stopped = false;
  let started = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(sig, onSignal);
    process.off('exit', stop);
    try {
      if (started) run(join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate', '-s'], as, { stdio: 'ignore' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  function onSignal(signal) {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  }
  process.on('exit', stop);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(sig, onSignal);

  try {
    const init = run(
      join(bin, 'initdb'),
      ['-D', dataDir, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'],
      as,
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
    run('mkdir', ['-p', socketDir], as);

    const port = await freePort();
    const options = [
      `-p ${port}`,
      '-h 127.0.0.1',
      `-k ${socketDir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=100',
    ].join(' ');
    // Detached, so a Ctrl-C in the terminal reaches us first and we stop the cluster ourselves.
    const startArgs = ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-s', '-o', options];
    const [file, argv] = as ? ['runuser', ['-u', as.user, '--', join(bin, 'pg_ctl'), ...startArgs]] : [join(bin, 'pg_ctl'), startArgs];
    const code = await new Promise((resolve, reject) => {
      const child = spawn(file, argv, { stdio: 'ignore', detached: true });
      child.on('error', reject);
      child.on('exit', (status) => resolve(status));
    });
    started = true;
    if (code !== 0) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(`pg_ctl start failed (exit ${code}):\n${log}`);
    }
    const create = spawnSync(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database], {
      encoding: 'utf8',
    });
    if (create.status !== 0) throw new Error(`createdb failed:\n${create.stderr}`);
    const url = `postgres://postgres@127.0.0.1:${port}/${database}`;
    if (!quiet) console.log(`pg-throwaway: PostgreSQL ${versionOf(bin)} ready at ${url}`);
    // The same database through the server's Unix socket (a host-less URL, as on a machine running its own PostgreSQL).
    const socketUrl = `postgres://postgres@/${database}?host=${encodeURIComponent(socketDir)}&port=${port}`;
    return { url, socketUrl, port, dir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

function versionOf(bin) {
  const out = spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' });
  return out.stdout?.match(/\d+(\.\d+)+/)?.[0] ?? '?';
}

async function main() {
  let pg;
  try {
    pg = await startThrowawayPostgres();
  } catch (error) {
    console.error(`pg-throwaway: ${error.message}`);
    process.exit(1);
  }
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.log(`DATABASE_URL=${pg.url}`);
    console.log('Press Ctrl-C to stop and remove the cluster.');
    setInterval(() => {}, 1 << 30);
    return;
  }
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DATABASE_URL: pg.url, DATABASE_SOCKET_URL: pg.socketUrl } });
  child.on('exit', (code, signal) => {
    pg.stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
