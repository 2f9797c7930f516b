#!/usr/bin/env node
// `npm test`: every suite, then one summary line `tests: N passed, M failed[, K skipped]`.
//   (a) vitest, all projects (server HTTP tests on PGlite)
//   (b) with PORTAL_TEST_POSTGRES=1 or CI=true: the server project again on a throwaway PostgreSQL
//   (c) unless PORTAL_SKIP_E2E=1: Playwright journeys in Debian's Chromium against the built server
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, root } from './ensure-built.mjs';
import { ensureChromium, ensurePdfTools } from './ensure-chromium.mjs';
import { startThrowawayPostgres } from './pg-throwaway.mjs';

const truthy = (value) => value === '1' || value === 'true';
const reportDir = join(root, 'test-results');
const bin = (name) => join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];
let current = null;

function runChild(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    current = child;
    child.on('error', (error) => {
      console.error(`test: could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Adds a stage's counts; a stage that failed without a counted failure still counts as one. */
function record(stage, code, counts) {
  const { passed = 0, failed = 0, skipped = 0 } = counts ?? {};
  totals.passed += passed;
  totals.skipped += skipped;
  totals.failed += failed;
  if (code !== 0 || failed > 0) {
    failedStages.push(stage);
    if (failed === 0) {
      totals.failed += 1;
      console.error(`test: stage "${stage}" failed (exit code ${code}) before any test result was counted`);
    }
  }
}

function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  // A file that fails to load has no test results but is a failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

async function vitest(stage, extraArgs, env) {
  const out = join(reportDir, `vitest-${stage.replace(/\W+/g, '-')}.json`);
  rmSync(out, { force: true });
  banner(stage);
  const code = await runChild(
    bin('vitest'),
    ['run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  record(stage, code, vitestCounts(out));
}

async function postgresStage() {
  const stage = 'server on PostgreSQL';
  let pg;
  try {
    pg = await startThrowawayPostgres();
  } catch (error) {
    banner(stage);
    console.error(`test: ${error.message}`);
    record(stage, 1, null);
    return;
  }
  try {
    await vitest(stage, ['--project', 'server', '--project', 'server-isolated'], { DATABASE_URL: pg.url, DATABASE_SOCKET_URL: pg.socketUrl });
  } finally {
    pg.stop();
  }
}

async function e2eStage() {
  const stage = 'e2e journeys';
  banner(stage);
  let chromium;
  try {
    chromium = ensureChromium();
    ensurePdfTools();
    ensureBuilt();
  } catch (error) {
    console.error(`test: ${error.message}`);
    record(stage, 1, null);
    return;
  }
  const out = join(reportDir, 'e2e-results.json');
  rmSync(out, { force: true });
  const code = await runChild(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    CHROMIUM_PATH: chromium,
    PORTAL_E2E_JSON: out,
  });
  const stats = readJson(out)?.stats;
  record(stage, code, stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped });
}

function banner(stage) {
  console.log(`\n=== ${stage} ===`);
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The child got the terminal's signal too; forward SIGTERM for kill(1) and let stages unwind.
    interrupted = true;
    if (signal === 'SIGTERM') current?.kill('SIGTERM');
  });
}

mkdirSync(reportDir, { recursive: true });
const started = Date.now();
await vitest('unit and HTTP tests (PGlite)', []);
if (!interrupted && (truthy(process.env.PORTAL_TEST_POSTGRES) || truthy(process.env.CI))) await postgresStage();
if (!interrupted && !truthy(process.env.PORTAL_SKIP_E2E)) await e2eStage();
if (interrupted) record('interrupted', 130, null);

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (failedStages.length) console.log(`\nfailed stages: ${failedStages.join(', ')} (${seconds}s)`);
else console.log(`\nall stages passed (${seconds}s)`);
if (existsSync(join(root, 'e2e/screenshots'))) console.log('e2e screenshots: e2e/screenshots/');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStages.length ? 1 : 0);
