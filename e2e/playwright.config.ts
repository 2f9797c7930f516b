import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));

// Each worker drives a portal of its own (e2e/fixtures.ts). A journey keeps about 1.3 cores busy
// (Chromium, its portal, axe): one worker per two cores, so journeys never wait on a starved CPU.
const workers = Math.max(1, Math.floor(Number(process.env.PORTAL_E2E_WORKERS)) || Math.floor(availableParallelism() / 2));
// The config is loaded again in each worker: pick the ports once and pass them on through the env.
const freePorts = (count: number) =>
  spawnSync(process.execPath, ['-e', `Promise.all(Array.from({length:${count}},()=>new Promise(r=>{const s=require('net').createServer().listen(0,'127.0.0.1',()=>r(s))}))).then(ss=>{process.stdout.write(ss.map(s=>s.address().port).join(','));ss.forEach(s=>s.close())})`], { encoding: 'utf8' }).stdout.trim();
if (!process.env.PORTAL_E2E_PORTS) {
  // Held open together, so no two of them are the same port.
  const ports = freePorts(2 * workers + 1).split(',');
  process.env.PORTAL_E2E_PORTS = ports.slice(0, workers).join(',');
  // The local stand-ins for Stripe the portals pay through, one per portal (global-setup.ts starts them first).
  process.env.PORTAL_E2E_STRIPE_PORTS = ports.slice(workers, 2 * workers).join(',');
  process.env.PORTAL_E2E_S3_PORT = ports[2 * workers];
}
const baseURL = `http://127.0.0.1:${process.env.PORTAL_E2E_PORTS.split(',')[0]}`;
const s3BaseURL = `http://127.0.0.1:${process.env.PORTAL_E2E_S3_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: `${root}test-results/e2e-artifacts`,
  workers,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  // The journeys take 8-9 minutes on two cores; a VM whose system calls cost more took 14-16 (so 25 is the bound).
  globalTimeout: 25 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PORTAL_E2E_JSON ?? `${root}test-results/e2e-results.json` }]],
  projects: [
    // Each worker's journeys go to its own portal: the fixture in e2e/fixtures.ts sets baseURL.
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
