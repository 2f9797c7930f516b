#!/usr/bin/env node
// Builds the app (npm run build) when the build is missing or older than its sources. The stamp's
// time is the moment the last successful build started, so edits made during a build count.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'apps/server/dist/.build-stamp');
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];
const sources = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/vite-route-bundles.ts',
  'apps/web/vite-route-preloads.ts',
  'packages/contract/src',
];

/** The first source file newer than `since` (ms), or null. */
function newerThan(path, since) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return null;
  }
  if (!stats.isDirectory()) return stats.mtimeMs > since ? path : null;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    const found = newerThan(join(path, entry), since);
    if (found) return found;
  }
  return null;
}

/** Why a build is needed, or null when the build is up to date. */
export function buildReason() {
  const missing = outputs.find((file) => !existsSync(join(root, file)));
  if (missing) return `${missing} is missing`;
  if (!existsSync(stamp)) return 'no build stamp yet';
  const since = statSync(stamp).mtimeMs;
  for (const source of sources) {
    const changed = newerThan(join(root, source), since);
    if (changed) return `${relative(root, changed)} changed`;
  }
  return null;
}

/** Runs one workspace's build with its progress output kept quiet; warnings and errors still show. */
function buildQuietly(workspace, extraArgs) {
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', workspace, '--', ...extraArgs], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed (exit ${result.status ?? result.signal}); run it to see the full output`);
}

/**
 * Builds the web app and the server if needed, in two short lines rather than the build's tables,
 * so what the server prints next (the first sign-in details) stays on screen. Throws when a build fails.
 */
export function ensureBuilt() {
  const reason = buildReason();
  if (!reason) return false;
  console.log(`Building the web app and server (${reason})…`);
  const startedAt = new Date();
  buildQuietly('apps/web', ['--logLevel', 'warn']);
  buildQuietly('apps/server', []);
  writeFileSync(stamp, `${startedAt.toISOString()}\n`);
  utimesSync(stamp, startedAt, startedAt);
  console.log(`Built in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s.`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    ensureBuilt();
  } catch (error) {
    console.error(`ensure-built: ${error.message}`);
    process.exit(1);
  }
}
