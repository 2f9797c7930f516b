// The client project files page with 500 photos against the same page with 50, in headless Chromium:
// largest contentful paint and the time until every thumbnail in view has loaded.
// Run with: npx tsx bench/client-files/client-files.ts   (BENCH_RUNS, default 3)
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { median, saveResult } from '../lib.mjs';
import { callJson, startServer, uploadMultipart, type BenchServer } from '../files/common.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const client = { email: 'files@bench.test', password: 'Company-Pa55word!' };
const targets = { lcpMs: 1000, thumbnailsMs: 2000 };

/** A photo-like JPEG (gradients and noise, 1800x1200, ~300 kB) so thumbnails cost what real ones do. */
async function photo(seed: number) {
  const noise = await sharp({ create: { width: 1800, height: 1200, channels: 3, noise: { type: 'gaussian', mean: 120 + (seed % 40), sigma: 40 } } }).jpeg().toBuffer();
  return sharp(noise).modulate({ hue: (seed * 37) % 360 }).jpeg({ quality: 85 }).toBuffer();
}

/** A completed, paid project holding `count` photos, their thumbnails made. */
async function shoot(server: BenchServer, count: number) {
  const token = server.token;
  const base = (await callJson<{ data: { company: { id: number }; category: { id: number }; service: { id: number } } }>(`${server.url}/api/v1/projects/${server.projectId}/`, { token })).data;
  const created = await callJson(`${server.url}/api/v1/projects/`, {
    method: 'POST',
    token,
    json: { projectName: `${count} photos`, company_id: base.company.id, category_id: base.category.id, service_id: base.service.id, siteAddress: 'https://maps.example.com/bench' },
  });
  const id = created.data.id;
  const bytes = await Promise.all(Array.from({ length: 10 }, (_, i) => photo(i)));
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, i) => ({ source: bytes[(start + i) % bytes.length]!, name: `IMG_${String(start + i + 1).padStart(4, '0')}.jpg` }));
    const answer = await uploadMultipart(`${server.url}/api/v1/projects/${id}/`, token, batch);
    if (answer.status !== 200) throw new Error(`upload: ${answer.status} ${answer.body.toString().slice(0, 300)}`);
  }
  for (;;) {
    const files = (await callJson<{ data: { files: Array<{ derivative_status: string }> } }>(`${server.url}/api/v1/projects/${id}/files/`, { token })).data.files;
    if (files.every((file) => file.derivative_status === 'ready')) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await callJson(`${server.url}/api/v1/projects/${id}/`, { method: 'POST', token, json: { projectStatus: 'completed' } });
  const invoiceId = (await callJson<{ data: { invoice_id: number } }>(`${server.url}/api/v1/projects/${id}/`, { token })).data.invoice_id;
  await callJson(`${server.url}/api/v1/invoices/${invoiceId}/`, { method: 'POST', token, json: { status: 'paid' } });
  return id;
}

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
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel(/email/i).first().fill(client.email);
    await page.locator('input[type="password"]').first().fill(client.password);
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
    const small = await shoot(server, 50);
    const large = await shoot(server, 500);
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
