#!/usr/bin/env node
// `npm start`: builds the app if its build is missing or stale, then runs the built server in this
// same process (one node start instead of two), with the node flags and environment package.json's
// start script gives it.
import module from 'node:module';
import { ensureBuilt } from './ensure-built.mjs';

// Node 22 and later keep the compiled code of the modules on disk, so later starts skip compiling it.
module.enableCompileCache?.();

try {
  ensureBuilt();
} catch (error) {
  console.error(`ensure-built: ${error.message}`);
  process.exit(1);
}
await import('../apps/server/dist/main.js');
