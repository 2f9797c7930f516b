// The client project files page with 500 photos against the same page with 50, in headless Chromium:
// largest contentful paint and the time until every thumbnail in view has loaded.
// Run with: npx tsx bench/client-files/client-files.ts   (BENCH_RUNS, default 3)
import { chromium, type Page } from 'playwright-core';
import { median, saveResult } from '../lib.mjs';
import { startServer, type BenchServer } from '../files/common.ts';
import { benchClient, chromiumLaunch, clientGallery } from '../files/client-gallery.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const targets = { lcpMs: 1000, thumbnailsMs: 2000 };

/** One cold visit: LCP from the browser's own observer, and when the last thumbnail in view finished loading. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(
    () => {
      const inView = [...document.querySelectorAll('img')].filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.width > 0;
      });
      return inView.length > 0 && inView.every((img) => img.complete && img.naturalWidth > 0);
    },
    undefined,
    { timeout: 30_000, polling: 16 },
  );
  const thumbnailsMs = await page.evaluate(() => {
    const loaded = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/files/content/'));
    return Math.max(...loaded.map((entry) => entry.responseEnd));
  });
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  return { lcpMs: Math.round(lcpMs), thumbnailsMs: Math.round(thumbnailsMs) };
}

async function measure(server: BenchServer, projectId: number) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel(/email/i).first().fill(benchClient.email);
    await page.locator('input[type="password"]').first().fill(benchClient.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/client/);
    const results = [];
    for (let i = 0; i < runs; i++) {
      // A fresh page each run, with the browser cache cleared: a first visit, not a reload.
      await context.clearCookies();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      results.push(await visit(page, `${server.url}/client/project/${projectId}/files`));
    }
    return { lcpMs: median(results.map((r) => r.lcpMs)), thumbnailsMs: median(results.map((r) => r.thumbnailsMs)), runs: results };
  } finally {
    await browser.close();
  }
}

export async function clientFiles() {
  const server = await startServer();
  try {
    const small = await clientGallery(server, 50, { paid: true });
    const large = await clientGallery(server, 500, { paid: true });
    const fifty = await measure(server, small);
    const fiveHundred = await measure(server, large);
    console.log(`client project files page, Chromium 1280x800, ${server.database}, median of ${runs} cold visits`);
    console.log(`   50 photos: LCP ${fifty.lcpMs} ms, visible thumbnails loaded ${fifty.thumbnailsMs} ms`);
    console.log(`  500 photos: LCP ${fiveHundred.lcpMs} ms, visible thumbnails loaded ${fiveHundred.thumbnailsMs} ms`);
    console.log(`  ratio 500/50: LCP ${(fiveHundred.lcpMs / fifty.lcpMs).toFixed(2)}x, thumbnails ${(fiveHundred.thumbnailsMs / fifty.thumbnailsMs).toFixed(2)}x`);
    console.log(`  500 photos: LCP < ${targets.lcpMs} ms ${fiveHundred.lcpMs < targets.lcpMs ? 'met' : 'MISSED'}; thumbnails < ${targets.thumbnailsMs} ms ${fiveHundred.thumbnailsMs < targets.thumbnailsMs ? 'met' : 'MISSED'}`);
    saveResult('client-files', { fifty, fiveHundred, database: server.database });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  clientFiles().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
