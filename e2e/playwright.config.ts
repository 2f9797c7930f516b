import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));

// The config is loaded again in each worker: pick the ports once and pass them on through the env.
const freePort = () =>
  spawnSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"], { encoding: 'utf8' }).stdout.trim();
process.env.PORTAL_E2E_PORT ??= freePort();
process.env.PORTAL_E2E_S3_PORT ??= freePort();
// The local stand-in for Stripe the portal pays through (global-setup.ts starts it first).
process.env.PORTAL_E2E_STRIPE_PORT ??= freePort();
const baseURL = `http://127.0.0.1:${process.env.PORTAL_E2E_PORT}`;
const s3BaseURL = `http://127.0.0.1:${process.env.PORTAL_E2E_S3_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: `${root}test-results/e2e-artifacts`,
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  globalTimeout: 15 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PORTAL_E2E_JSON ?? `${root}test-results/e2e-results.json` }]],
  projects: [
    { name: 'local', use: { baseURL } },
    // The files journey again, with the portal storing on an S3-compatible bucket.
    { name: 'files-on-s3', testMatch: 'files.spec.ts', use: { baseURL: s3BaseURL } },
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
