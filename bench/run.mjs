#!/usr/bin/env node
// `npm run bench`: every benchmark, each printing its figure and its ratio against a baseline.
import { coldStart } from './cold-start.mjs';
import { loginBundle } from './login-bundle.mjs';

let failed = false;
for (const [name, bench] of [['cold-start', coldStart], ['login-bundle', loginBundle]]) {
  console.log(`\n=== ${name} ===`);
  try {
    await bench();
  } catch (error) {
    failed = true;
    console.error(`${name}: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
