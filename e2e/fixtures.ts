import { fileURLToPath } from 'node:url';
import { test as base, type TestInfo } from '@playwright/test';

/**
 * Each Playwright worker drives a portal of its own (global-setup.ts starts one per worker), so two
 * journeys never share a database, a server log or a payment stand-in. A worker's slot
 * (`parallelIndex`) picks its server; the files-on-s3 project keeps its own S3-backed server.
 */
const listOf = (name: string) => (process.env[name] ?? '').split(',').filter(Boolean);

export const localPorts = () => listOf('PORTAL_E2E_PORTS');
export const stripePorts = () => listOf('PORTAL_E2E_STRIPE_PORTS');
export const serverLogName = (slot: number) => `e2e-server-${slot}`;

const slotOf = (testInfo: TestInfo) => {
  const ports = localPorts();
  if (!ports.length) throw new Error('PORTAL_E2E_PORTS is not set: run the journeys with e2e/playwright.config.ts');
  // Playwright's own --workers can start more workers than there are portals: two journeys would share one.
  if (testInfo.parallelIndex >= ports.length) throw new Error(`worker ${testInfo.parallelIndex + 1} has no portal of its own: set PORTAL_E2E_WORKERS=N instead of --workers N`);
  return testInfo.parallelIndex;
};

/** The stand-in for Stripe that this worker's portal pays through. */
export const stripeStandInURL = (testInfo: TestInfo) => `http://127.0.0.1:${stripePorts()[slotOf(testInfo)]}`;

/** The log of this worker's portal: with no SMTP_URL its mailer writes each e-mail there. */
export const serverLogPath = (testInfo: TestInfo) => fileURLToPath(new URL(`../test-results/${serverLogName(slotOf(testInfo))}.log`, import.meta.url));

export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(testInfo.project.name === 'local' ? `http://127.0.0.1:${localPorts()[slotOf(testInfo)]}` : baseURL);
  },
});

export { expect } from '@playwright/test';
