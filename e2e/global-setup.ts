import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { startS3rver } from '../apps/server/test/storage/s3rver.ts';
import { startEnv, startNodeFlags } from '../scripts/start-command.mjs';
import { startStripeStandIn } from './stripe-stand-in.ts';
import { localPorts, serverLogName, stripePorts } from './fixtures.ts';
import { admin } from './support.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const main = join(root, 'apps/server/dist/main.js');

async function healthy(url: string) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts the built server on a fresh embedded database (and the given extra settings); the returned function stops it. */
async function startServer(baseURL: string, name: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const port = new URL(baseURL).port;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const logPath = join(root, `test-results/${name}.log`);
  const log = createWriteStream(logPath);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORTAL_ADMIN_EMAIL: admin.email,
    PORTAL_ADMIN_PASSWORD: admin.password,
    PORTAL_DEMO: '0',
    SECRET_KEY: 'e2e-only-secret-key-0123456789abcdef0123456789abcdef',
    // The journeys' webhook receivers listen on 127.0.0.1.
    WEBHOOKS_ALLOW_PRIVATE: '1',
    ...extraEnv,
  };
  delete env.DATABASE_URL; // the journeys run on the embedded database
  // As `npm start` runs it: its node flags and environment defaults.
  const server = spawn(process.execPath, [...startNodeFlags, main], { cwd: root, env: { ...startEnv(env), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  let exited: number | null | undefined;
  server.on('exit', (code) => (exited = code));

  const stop = async () => {
    if (exited === undefined) {
      server.kill('SIGTERM');
      const done = new Promise((resolve) => server.once('exit', resolve));
      const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
      await done;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  // If the runner dies without teardown (Ctrl-C twice), still take the server and its data along.
  process.once('exit', () => {
    if (exited === undefined) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const health = `${baseURL}/api/v1/health/`;
  const deadline = Date.now() + 60_000;
  while (!(await healthy(health))) {
    if (exited !== undefined || Date.now() > deadline) {
      await stop();
      const tail = readFileSync(logPath, 'utf8').split('\n').slice(-40).join('\n');
      throw new Error(`the server did not become healthy at ${health} (${exited !== undefined ? `exited ${exited}` : 'timed out'}):\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop };
}

/**
 * A portal on local disk for each worker, taking online payment through a local stand-in for
 * Stripe of its own (started first, so the portal can reach it), and one on S3 storage for the
 * files journey. They start side by side.
 */
export default async function globalSetup(config: FullConfig) {
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build (npm test builds it for you)`);
  const s3URL = config.projects.find((p) => p.name === 'files-on-s3')?.use.baseURL;
  const ports = localPorts();
  if (!s3URL || !ports.length || stripePorts().length !== ports.length) {
    throw new Error('the e2e ports are not set (PORTAL_E2E_PORTS, and as many PORTAL_E2E_STRIPE_PORTS): run the journeys with e2e/playwright.config.ts');
  }
  const stops: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  const started = async <T extends { stop: () => Promise<unknown> }>(starting: Promise<T>) => {
    const thing = await starting;
    stops.push(() => thing.stop());
    return thing;
  };
  try {
    const localPortals = ports.map(async (port, slot) => {
      const portalURL = `http://127.0.0.1:${port}`;
      const stripe = await started(startStripeStandIn({ port: Number(stripePorts()[slot]), portalUrl: portalURL }));
      // PUBLIC_URL is the address under test, so the checkout sends the client back to the same origin (and session).
      await started(startServer(portalURL, serverLogName(slot), { ...stripe.env, PUBLIC_URL: portalURL }));
    });
    const s3Portal = (async () => {
      // The same S3 stand-in as the server's tests: s3rver, with the multipart calls tus's S3 store needs.
      const bucket = await started(startS3rver({ bucket: 'portal-e2e' }).then((b) => ({ ...b, stop: () => b.close() })));
      await started(startServer(s3URL, 'e2e-server-s3', bucket.env));
    })();
    // Every start is awaited before a failure is reported, so nothing started is left running.
    const results = await Promise.allSettled([...localPortals, s3Portal]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
