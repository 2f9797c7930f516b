#!/usr/bin/env node
// JavaScript shipped per route: load each route in headless Chromium against the built server with
// an empty cache and sum the gzip sizes (zlib level 6) of the JavaScript responses it fetched.
// Target: /login under 150 KB gzip. Ratios: /login vs the target, every route vs /login.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { chromiumArgs, ensureChromium } from '../scripts/ensure-chromium.mjs';
import { admin, freePort, freshServerEnv, saveResult, spawnGroup, stopGroup, waitFor200 } from './lib.mjs';

const targetKb = 150;
const publicRoutes = ['/login', '/admin/login', '/welcome', '/no-such-page'];
const staffRoutes = ['/dashboard', '/projects', '/companies', '/users', '/invoices'];
const kb = (bytes) => bytes / 1024;

/** Loads `path` in a fresh context; returns the JavaScript it fetched. */
async function measureRoute(browser, baseURL, path, session) {
  const context = await browser.newContext({ baseURL });
  if (session) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    }, session);
  }
  const page = await context.newPage();
  const pending = [];
  const seen = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    const isScript = /\.m?js$/.test(url.pathname) || type.includes('javascript');
    if (!isScript || url.origin !== new URL(baseURL).origin || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    pending.push(response.body().then((body) => ({ path: url.pathname, raw: body.length, gzip: gzipSync(body).length })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const landed = new URL(page.url()).pathname;
  const files = await Promise.all(pending);
  await context.close();
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { route: path, landed, files, raw: sum('raw'), gzip: sum('gzip') };
}

/** Signs in through the admin form once and returns the sessionStorage it left. */
async function staffSession(browser, baseURL) {
  const page = await browser.newPage({ baseURL });
  await page.goto('/admin/login');
  await page.getByLabel(/email/i).first().fill(admin.email);
  await page.locator('input[type="password"]').first().fill(admin.password);
  await page.getByRole('button', { name: 'Admin Sign In', exact: true }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
  const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  await page.close();
  return session;
}

export async function loginBundle() {
  ensureBuilt();
  const executablePath = ensureChromium();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const { env, cleanup } = freshServerEnv(port);
  const server = spawnGroup(process.execPath, ['apps/server/dist/main.js'], env);
  let browser;
  try {
    await waitFor200(`${baseURL}/api/v1/health/`, performance.now(), server);
    browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
    const results = [];
    for (const route of publicRoutes) results.push(await measureRoute(browser, baseURL, route));
    let session = null;
    try {
      session = await staffSession(browser, baseURL);
    } catch (error) {
      console.log(`  (staff routes skipped: could not sign in as the bench admin: ${error.message.split('\n')[0]})`);
    }
    if (session) for (const route of staffRoutes) results.push(await measureRoute(browser, baseURL, route, session));

    const login = results[0];
    console.log('JavaScript per route (gzip, level 6; fresh cache; same-origin .js responses)');
    console.log(`  ${'route'.padEnd(16)} ${'landed on'.padEnd(16)} ${'files'.padStart(5)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)}  vs /login`);
    for (const r of results) {
      const note = r.landed === r.route ? '' : r.landed;
      console.log(
        `  ${r.route.padEnd(16)} ${note.padEnd(16)} ${String(r.files.length).padStart(5)} ${kb(r.raw).toFixed(1).padStart(9)} ` +
          `${kb(r.gzip).toFixed(1).padStart(9)}  ${(r.gzip / login.gzip).toFixed(2)}x`,
      );
    }
    const loginKb = kb(login.gzip);
    console.log(
      `login bundle: ${loginKb.toFixed(1)} KB gzip JavaScript for /login (target < ${targetKb} KB: ` +
        `${loginKb < targetKb ? 'within' : 'OVER'}); ${(loginKb / targetKb).toFixed(2)}x the target`,
    );
    const result = {
      targetKb,
      loginGzipKb: loginKb,
      ratioToTarget: loginKb / targetKb,
      routes: results.map((r) => ({ route: r.route, landed: r.landed, files: r.files, rawKb: kb(r.raw), gzipKb: kb(r.gzip), vsLogin: r.gzip / login.gzip })),
    };
    saveResult('login-bundle', result);
    return result;
  } finally {
    await browser?.close();
    await stopGroup(server);
    cleanup();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await loginBundle();
  } catch (error) {
    console.error(`login-bundle: ${error.message}`);
    process.exit(1);
  }
}
