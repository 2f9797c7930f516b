#!/usr/bin/env node
// `npm run bench`: every benchmark, each printing its figure and its ratio against a baseline.
import { spawnSync } from 'node:child_process';
import { coldStart } from './cold-start.mjs';
import { loginBundle } from './login-bundle.mjs';

// The projects-list bench is TypeScript (it reuses the server's code): run it through tsx.
const projectsList = async () => {
  const run = spawnSync('npx', ['tsx', 'bench/projects-list/projects-list.ts'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`exited with ${run.status}`);
};

let failed = false;
for (const [name, bench] of [['cold-start', coldStart], ['login-bundle', loginBundle], ['projects-list', projectsList]]) {
  console.log(`\n=== ${name} ===`);
  try {
    await bench();
  } catch (error) {
    failed = true;
    console.error(`${name}: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
