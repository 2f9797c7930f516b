#!/usr/bin/env node
// `npm run typecheck`: tsc --noEmit on each TypeScript project, as many at once as there are cores
// (each tsc is single-threaded). A project's output is printed whole when it ends, so two projects'
// errors never interleave; the exit code is 1 when any project has errors.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { root } from './ensure-built.mjs';

// The two largest first, so they run side by side.
const projects = ['apps/server', 'apps/web', 'packages/contract', 'e2e'];
const tsc = join(root, 'node_modules/typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ project, ok: false, output: `could not run tsc: ${error.message}` }));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      resolve({ project, ok: code === 0, output, seconds });
    });
  });
}

const queue = [...projects];
let failed = false;
async function lane() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const { ok, output, seconds } = await check(project);
    console.log(`typecheck ${project}: ${ok ? 'ok' : 'errors'}${seconds ? ` (${seconds} s)` : ''}`);
    if (output.trim()) console.log(output.trimEnd());
    if (!ok) failed = true;
  }
}
await Promise.all(Array.from({ length: Math.min(projects.length, Math.max(1, availableParallelism())) }, lane));
process.exit(failed ? 1 : 0);
