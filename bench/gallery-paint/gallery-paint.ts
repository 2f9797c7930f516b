// The client's gallery (/client/project/{id}/files) of a 500-photo shoot in headless Chromium, first visit
// of a signed-in client on a phone: when the thumbnails of the first screen are painted, on a 4G-like
// link (9 Mbps down, 1.5 up, 170 ms latency) with the CPU slowed to a mid-tier phone's (phone-cpu.ts),
// 390x844, against the 1 s target and against 2.5 s (a "good" largest paint, Core Web Vitals).
// Baseline, as a ratio: a bare static page served by node:http showing the same first-screen
// thumbnails (the same bytes, the same cells), under the same throttle: what the network alone costs.
// The gallery is measured straight from node (HTTP/1.1: six connections, so its script files queue) and
// through a local HTTP/2 TLS proxy, as a reverse proxy in front of the portal serves it to browsers.
// Run with: npx tsx bench/gallery-paint/gallery-paint.ts   (BENCH_RUNS, default 5; BENCH_PHOTOS, default 500;
// BENCH_CPU_RATE forces the slowdown)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { median, saveResult } from '../lib.mjs';
import { describePhoneCpu, phoneCpu, slowToPhone, type PhoneCpu } from '../phone-cpu.ts';
import { call, startServer } from '../files/common.ts';
import { benchClient, carrySession, chromiumLaunch, clientGallery, signedInSession } from '../files/client-gallery.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const photoCount = Number(process.env.BENCH_PHOTOS ?? 500);
const targetMs = 1000;
/** Core Web Vitals' threshold for a "good" largest contentful paint. */
const goodPaintMs = 2500;
/** The link: Chrome DevTools' own figures for a good 4G link. */
const fourG = { offline: false, latency: 170, downloadThroughput: (9 * 1e6) / 8, uploadThroughput: (1.5 * 1e6) / 8 };
const viewport = { width: 390, height: 844 };

interface Visit {
  /** The first thumbnail of the screen painted (its load event, then the next frame). */
  firstThumbnailMs: number;
  /** Every thumbnail in view painted. */
  screenThumbnailsMs: number;
  thumbnailsInView: number;
  lcpMs: number;
  /** Bytes on the wire until the last thumbnail in view arrived, and of the file list's answer. */
  transferKB: number;
  listKB: number;
  /** What the browser chose for the first thumbnail: its URL's variant and its natural width. */
  chosen: string;
}

/** Installed before the page's scripts: the LCP entries and, for every image, when it was painted. */
const recorder = () => {
  const w = window as unknown as { __lcp: number[]; __painted: Map<HTMLImageElement, number> };
  w.__lcp = [];
  w.__painted = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener(
    'load',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement) requestAnimationFrame(() => w.__painted.set(target, performance.now()));
    },
    true,
  );
};

/** Every thumbnail in view painted: true once each image intersecting the viewport has been painted. */
const screenPainted = () => {
  const w = window as unknown as { __painted: Map<HTMLImageElement, number> };
  const inView = [...document.querySelectorAll<HTMLImageElement>('[aria-label="Files and folders"] img, .thumbs img')].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.width > 0;
  });
  return inView.length > 0 && inView.every((img) => w.__painted.has(img));
};

async function visit(browser: Browser, cpu: PhoneCpu, url: string, session?: Record<string, string>): Promise<Visit> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, ignoreHTTPSErrors: true });
  try {
    if (session) await carrySession(context, session);
    await context.addInitScript(recorder);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', fourG);
    await slowToPhone(cdp, cpu);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(screenPainted, undefined, { timeout: 60_000, polling: 16 });
    await page.waitForTimeout(300);
    return await page.evaluate(() => {
      const w = window as unknown as { __lcp: number[]; __painted: Map<HTMLImageElement, number> };
      const inView = [...document.querySelectorAll<HTMLImageElement>('[aria-label="Files and folders"] img, .thumbs img')].filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.width > 0;
      });
      const times = inView.map((img) => w.__painted.get(img) ?? Number.NaN);
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const lastIn = Math.max(...inView.map((img) => resources.find((entry) => entry.name === img.currentSrc)?.responseEnd ?? 0));
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const bytes = (navigation?.transferSize ?? 0) + resources.filter((entry) => entry.responseEnd <= lastIn).reduce((sum, entry) => sum + entry.transferSize, 0);
      const list = resources.find((entry) => /\/files\/(\?|$)/.test(new URL(entry.name).pathname + new URL(entry.name).search));
      const first = inView[0]!;
      const variant = decodeURIComponent(first.currentSrc.split('/').pop() ?? '').replace(/\?.*$/, '');
      return {
        firstThumbnailMs: Math.round(Math.min(...times)),
        screenThumbnailsMs: Math.round(Math.max(...times)),
        thumbnailsInView: inView.length,
        lcpMs: Math.round(w.__lcp.at(-1) ?? Number.NaN),
        transferKB: Math.round(bytes / 1024),
        listKB: Math.round((list?.transferSize ?? 0) / 1024),
        chosen: `${variant} (${first.naturalWidth} px wide)`,
      };
    });
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, cpu: PhoneCpu, url: string, session?: Record<string, string>) {
  const results: Visit[] = [];
  for (let i = 0; i < runs; i++) results.push(await visit(browser, cpu, url, session));
  const of = (key: 'firstThumbnailMs' | 'screenThumbnailsMs' | 'lcpMs' | 'transferKB' | 'listKB' | 'thumbnailsInView') => median(results.map((r) => r[key]));
  return {
    firstThumbnailMs: of('firstThumbnailMs'),
    screenThumbnailsMs: of('screenThumbnailsMs'),
    lcpMs: of('lcpMs'),
    transferKB: of('transferKB'),
    listKB: of('listKB'),
    thumbnailsInView: of('thumbnailsInView'),
    chosen: [...new Set(results.map((r) => r.chosen))].join(', '),
    runs: results,
  };
}

/**
 * The baseline: the thumbnails the gallery showed on its first screen, fetched once from the portal,
 * laid out in the same cells by a static page on node:http (no script, no API, no sign-in).
 */
async function baselineSite(browser: Browser, galleryUrl: string, session: Record<string, string>) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await carrySession(context, session);
  const page = await context.newPage();
  await page.goto(galleryUrl);
  await page.waitForFunction(() => document.querySelectorAll('[aria-label="Files and folders"] img, .thumbs img').length > 0, undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const cells = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('[aria-label="Files and folders"] img')]
      .map((img) => ({ src: img.currentSrc, box: img.getBoundingClientRect().toJSON() as DOMRect }))
      .filter(({ box }) => box.bottom > 0 && box.top < innerHeight),
  );
  await context.close();
  const images = await Promise.all(
    cells.map(async ({ src }) => {
      const answer = await call(src);
      if (answer.status !== 200) throw new Error(`thumbnail ${src}: ${answer.status}`);
      return { body: answer.body, type: String(answer.headers['content-type'] ?? 'image/webp') };
    }),
  );
  const html =
    '<!doctype html><meta name="viewport" content="width=device-width"><style>body{margin:0;font:14px sans-serif}.thumbs img{position:absolute;object-fit:cover}</style>' +
    '<div class="thumbs">' +
    cells.map(({ box }, i) => `<img src="/t/${i}" alt="" style="left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px">`).join('') +
    '</div>';
  const server: Server = createServer((request, response) => {
    const match = /^\/t\/(\d+)$/.exec(request.url ?? '');
    if (match) {
      const image = images[Number(match[1])]!;
      response.writeHead(200, { 'content-type': image.type, 'content-length': image.body.length });
      return response.end(image.body);
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, cells: cells.length, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** HTTP/2 over TLS (a throwaway self-signed certificate) in front of the portal, as a reverse proxy would be. */
async function http2Proxy(target: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gallery-paint-tls-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host']);
  const server = createSecureServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)));
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name))));
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => (rmSync(dir, { recursive: true, force: true }), resolve()))),
  };
}

export async function galleryPaint() {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const started = performance.now();
    const id = await clientGallery(server, photoCount, { paid: true, name: `${photoCount} photos` });
    console.log(`  (seeded ${photoCount} photos with their derivatives in ${Math.round((performance.now() - started) / 1000)} s)`);
    const listed = await call(`${server.url}/api/v1/projects/${id}/files/`, { token: server.token });
    browser = await chromium.launch({ ...chromiumLaunch, args: [...chromiumLaunch.args, '--ignore-certificate-errors'], headless: true });
    const session = await signedInSession(browser, server.url, { path: '/login', button: 'Sign In', email: benchClient.email, password: benchClient.password, landing: /\/client/ });
    const galleryUrl = `${server.url}/client/project/${id}/files`;
    const cpu = await phoneCpu(browser);
    const gallery = await measure(browser, cpu, galleryUrl, session);
    const proxy = await http2Proxy(server.url);
    let viaHttp2;
    try {
      const proxiedSession = await signedInSession(browser, proxy.url, { path: '/login', button: 'Sign In', email: benchClient.email, password: benchClient.password, landing: /\/client/ });
      viaHttp2 = await measure(browser, cpu, `${proxy.url}/client/project/${id}/files`, proxiedSession);
    } finally {
      await proxy.close();
    }
    const baseline = await baselineSite(browser, galleryUrl, session);
    let bare;
    try {
      bare = await measure(browser, cpu, baseline.url);
    } finally {
      await baseline.close();
    }
    console.log(`client gallery, ${photoCount} photos (1500x1000 originals), Chromium ${viewport.width}x${viewport.height} at 1x, 4G (9/1.5 Mbps, 170 ms), ${server.database}, median of ${runs} first visits`);
    console.log(`  ${describePhoneCpu(cpu)}`);
    console.log(`  file list answer: ${Math.round(listed.body.length / 1024)} KB of JSON (${listed.headers['content-encoding'] ?? 'uncompressed'} when asked without Accept-Encoding); ${gallery.listKB} KB on the wire in the browser`);
    const line = (label: string, r: Awaited<ReturnType<typeof measure>>) =>
      console.log(`  ${label}: first thumbnail painted ${r.firstThumbnailMs} ms, all ${r.thumbnailsInView} in view ${r.screenThumbnailsMs} ms; largest paint ${r.lcpMs} ms; ${r.transferKB} KB on the wire by then; first image ${r.chosen}`);
    line('gallery, HTTP/1.1 from node', gallery);
    line('gallery, HTTP/2 proxy', viaHttp2);
    line(`bare static page, same ${baseline.cells} thumbnails (baseline)`, bare);
    for (const [label, r] of [['HTTP/1.1', gallery], ['HTTP/2', viaHttp2]] as const) {
      console.log(`  ${label}: ratio gallery/baseline: first thumbnail ${(r.firstThumbnailMs / bare.firstThumbnailMs).toFixed(2)}x, first screen ${(r.screenThumbnailsMs / bare.screenThumbnailsMs).toFixed(2)}x; first screen of thumbnails < ${targetMs} ms ${r.screenThumbnailsMs < targetMs ? 'met' : 'MISSED'} (${(r.screenThumbnailsMs / targetMs).toFixed(2)} of the target), < ${goodPaintMs} ms ${r.screenThumbnailsMs < goodPaintMs ? 'met' : 'MISSED'} (${(r.screenThumbnailsMs / goodPaintMs).toFixed(2)})`);
    }
    saveResult('gallery-paint', { photos: photoCount, viewport, throttle: { ...fourG, cpu }, listBytes: listed.body.length, gallery, galleryHttp2: viaHttp2, baseline: bare, targetMs, goodPaintMs, database: server.database });
  } finally {
    await browser?.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  galleryPaint().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
