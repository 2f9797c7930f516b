#!/usr/bin/env node
// Finds the system Chromium that Playwright drives (we never download Playwright's own browsers).
// CHROMIUM_PATH wins; otherwise Debian's /usr/bin/chromium. As root on a machine with apt, a missing
// Chromium is installed (apt-get update, then apt-get install -y chromium).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const installHint = 'Install Chromium: sudo apt-get install chromium, or set CHROMIUM_PATH';

/** Flags for a headless Chromium in containers and CI; no traffic beyond the page under test. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const candidates = ['/usr/bin/chromium', '/usr/lib/chromium/chromium', '/usr/bin/chromium-browser'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to use, or null; never installs anything. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return isExecutable(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  const found = candidates.find(isExecutable);
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' });
  const path = which.status === 0 ? which.stdout.trim() : '';
  return path && isExecutable(path) ? path : null;
}

function aptInstall() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('ensure-chromium: Chromium is missing; installing it with apt (apt-get update, apt-get install -y chromium)');
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).\n${installHint}`);
  }
}

/** Returns the path of a usable Chromium, installing Debian's package when missing and running as root. */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (isExecutable(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.\n${installHint}`);
  }
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(`Chromium was not found${isRoot ? ' and apt-get is not available' : ''}.\n${installHint}`);
  }
  aptInstall();
  const installed = findChromium();
  if (!installed) throw new Error(`apt-get installed chromium but no chromium executable was found.\n${installHint}`);
  return installed;
}

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/**
 * The journeys read downloaded invoice PDFs with poppler's pdftotext and pdftoppm. Installed with apt
 * (poppler-utils) when missing and running as root; otherwise the journey names what to install.
 */
export function ensurePdfTools() {
  if (hasCommand('pdftotext') && hasCommand('pdftoppm')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !hasCommand('apt-get')) return;
  console.log('ensure-chromium: pdftotext is missing; installing poppler-utils with apt');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'poppler-utils'], { stdio: 'inherit', env });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'poppler-utils'], { stdio: 'inherit', env });
  }
  if (result.status !== 0) console.error('ensure-chromium: could not install poppler-utils; the invoice PDF journey will say so');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(`ensure-chromium: ${error.message}`);
    process.exit(1);
  }
}
