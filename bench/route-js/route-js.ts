// JavaScript each route ships: every route is opened in headless Chromium against the built server, in
// a fresh context (empty cache), and the gzip sizes (zlib level 6) of the same-origin JavaScript it
// fetched until the network went quiet are summed (and what the server actually sent, Brotli when
// accepted, is shown beside it). Budgets: the sign-in pages and the client's gallery
// under 150 KB gzip each; the ratio printed is each route's JavaScript over its budget (and over /login).
// Run with: npx tsx bench/route-js/route-js.ts
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { admin, saveResult } from '../lib.mjs';
import { startServer } from '../files/common.ts';
import { benchClient, carrySession, chromiumLaunch, clientGallery, signedInSession } from '../files/client-gallery.ts';

/** KB of gzipped JavaScript a route may ship; routes without a budget are listed for comparison. */
const budgetKb = 150;
const kb = (bytes: number) => bytes / 1024;

interface RouteJs {
  route: string;
  landed: string;
  files: Array<{ path: string; raw: number; gzip: number; wire: number }>;
  raw: number;
  gzip: number;
  wire: number;
  budgetKb: number | null;
}

/** Loads `path` in a fresh context and answers the JavaScript it fetched before the network went quiet. */
async function measureRoute(browser: Browser, baseURL: string, route: { label: string; path: string; budget: boolean }, session?: Record<string, string>): Promise<RouteJs> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  if (session) await carrySession(context, session);
  const page = await context.newPage();
  const pending: Array<Promise<{ path: string; raw: number; gzip: number; wire: number }>> = [];
  const seen = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    const isScript = /\.m?js$/.test(url.pathname) || type.includes('javascript');
    if (!isScript || url.origin !== new URL(baseURL).origin || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    pending.push(Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({ path: url.pathname, raw: body.length, gzip: gzipSync(body).length, wire: sizes.responseBodySize })));
  });
  await page.goto(route.path, { waitUntil: 'networkidle' });
  const landed = new URL(page.url()).pathname;
  const files = await Promise.all(pending);
  await context.close();
  const sum = (key: 'raw' | 'gzip' | 'wire') => files.reduce((total, file) => total + file[key], 0);
  return { route: route.label, landed, files, raw: sum('raw'), gzip: sum('gzip'), wire: sum('wire'), budgetKb: route.budget ? budgetKb : null };
}

export async function routeJs() {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const paid = await clientGallery(server, 12, { paid: true, name: 'Paid gallery' });
    const unpaid = await clientGallery(server, 12, { paid: false, name: 'Unpaid gallery' });
    browser = await chromium.launch({ ...chromiumLaunch, headless: true });
    const base = server.url;
    const clientSession = await signedInSession(browser, base, { path: '/login', button: 'Sign In', email: benchClient.email, password: benchClient.password, landing: /\/client/ });
    const staffSession = await signedInSession(browser, base, { path: '/admin/login', button: 'Admin Sign In', email: admin.email, password: admin.password, landing: /\/dashboard$/ });

    const results: RouteJs[] = [];
    const publicRoutes = [
      { label: '/login', path: '/login', budget: true },
      { label: '/admin/login', path: '/admin/login', budget: true },
      { label: '/welcome', path: '/welcome', budget: false },
      { label: '/no-such-page', path: '/no-such-page', budget: false },
    ];
    const clientRoutes = [
      { label: 'client gallery (paid)', path: `/client/project/${paid}/files`, budget: true },
      { label: 'client gallery (unpaid)', path: `/client/project/${unpaid}/files`, budget: true },
      { label: '/client/projects', path: '/client/projects', budget: false },
      { label: 'client project', path: `/client/project/${paid}`, budget: false },
    ];
    const staffRoutes = ['/dashboard', '/projects', '/companies', '/invoices', '/calendar', '/overview'].map((path) => ({ label: path, path, budget: false }));
    for (const route of publicRoutes) results.push(await measureRoute(browser, base, route));
    for (const route of clientRoutes) results.push(await measureRoute(browser, base, route, clientSession));
    for (const route of staffRoutes) results.push(await measureRoute(browser, base, route, staffSession));

    const login = results[0]!;
    console.log('JavaScript per route (gzip level 6; fresh cache; same-origin scripts fetched until the network is idle)');
    console.log(`  ${'route'.padEnd(24)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'budget'.padStart(7)} ${'ratio'.padStart(6)} ${'sent KB'.padStart(8)}  vs /login`);
    for (const r of results) {
      const moved = r.landed === (r.route.startsWith('/') ? r.route : r.landed) ? '' : `  (landed on ${r.landed})`;
      const budget = r.budgetKb ? `${r.budgetKb}`.padStart(7) : '-'.padStart(7);
      const ratio = r.budgetKb ? `${(kb(r.gzip) / r.budgetKb).toFixed(2)}x`.padStart(6) : ''.padStart(6);
      console.log(`  ${r.route.padEnd(24)} ${String(r.files.length).padStart(5)} ${kb(r.raw).toFixed(1).padStart(8)} ${kb(r.gzip).toFixed(1).padStart(8)} ${budget} ${ratio} ${kb(r.wire).toFixed(1).padStart(8)}  ${(r.gzip / login.gzip).toFixed(2)}x${moved}`);
    }
    const budgeted = results.filter((r) => r.budgetKb);
    const over = budgeted.filter((r) => kb(r.gzip) >= budgetKb);
    console.log(`  budget < ${budgetKb} KB gzip: ${over.length ? `OVER on ${over.map((r) => r.route).join(', ')}` : `met on all ${budgeted.length} budgeted routes`}`);
    saveResult('route-js', {
      budgetKb,
      database: server.database,
      routes: results.map((r) => ({ route: r.route, landed: r.landed, budgetKb: r.budgetKb, rawKb: kb(r.raw), gzipKb: kb(r.gzip), sentKb: kb(r.wire), ratioToBudget: r.budgetKb ? kb(r.gzip) / r.budgetKb : null, vsLogin: r.gzip / login.gzip, files: r.files })),
    });
  } finally {
    await browser?.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  routeJs().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
