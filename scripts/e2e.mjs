#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: only the browser journeys (Chromium, build, Playwright).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, root } from './ensure-built.mjs';
import { ensureChromium, ensurePdfTools } from './ensure-chromium.mjs';

let chromium;
try {
  chromium = ensureChromium();
  ensurePdfTools();
  ensureBuilt();
} catch (error) {
  console.error(`e2e: ${error.message}`);
  process.exit(1);
}
const result = spawnSync(
  join(root, 'node_modules/.bin/playwright'),
  ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
