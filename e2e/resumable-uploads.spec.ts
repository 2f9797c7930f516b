import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { sessionToken, signInAsAdmin, snapshot } from './support.ts';

// A worker's server serves every spec that worker runs: unique names keep this journey's rows apart.
const run = Date.now().toString(36);
const projectName = `12 Harbour Tce ${run}`;

interface Sharp {
  (input: Buffer, options: { raw: { width: number; height: number; channels: 3 } }): { jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> } };
}
// sharp is the server's image library: real JPEGs (of noise, so they stay big) the server takes as photos.
const sharp = createRequire(new URL('../apps/server/package.json', import.meta.url))('sharp') as Sharp;
async function noisyJpeg(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

/** The shoot's folder on disk, as a photographer would drop it: Shoot/Exterior and Shoot/Drone. */
const layout = { Exterior: ['front-1.jpg', 'front-2.jpg', 'garden.jpg'], Drone: ['roof.jpg', 'street.jpg'] } as const;

async function createProject(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Token ${token}` };
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const category = await post('/api/v1/categories/', { name: `Resumable ${run}`, description: 'Homes' });
  const service = await post('/api/v1/services/', { serviceName: `Resumable service ${run}`, price: '200', gstRate: 'no-gst', description: 'Photos' });
  const company = await post('/api/v1/companies/', {
    companyName: `Harbour Realty ${run}`,
    email: `resumable-${run}@harbour.test`,
    phone: '+61 400 333 444',
    address: '12 Harbour Tce',
    password: 'Company-Pa55word!',
    confirm_password: 'Company-Pa55word!',
  });
  return post('/api/v1/projects/', { projectName, company_id: company, category_id: category, service_id: service, siteAddress: 'https://maps.example.com/12-harbour' });
}

/** Chromium's own throttle (DevTools protocol): uploads crawl, so the journey can act mid-way. */
async function throttle(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return cdp;
}

const totalPercent = (page: Page) =>
  page
    .getByRole('progressbar', { name: 'All uploads' })
    .getAttribute('aria-valuenow')
    .then((value) => Number(value ?? 0));

test('drop a folder of photos, pause, resume, reload mid-way and finish with the folders kept', async ({ page }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'portal-resumable-'));
  const shoot = join(dir, 'Shoot');
  let totalBytes = 0;
  for (const [folder, names] of Object.entries(layout)) {
    mkdirSync(join(shoot, folder), { recursive: true });
    for (const name of names) {
      const bytes = await noisyJpeg(900, 700);
      totalBytes += bytes.length;
      writeFileSync(join(shoot, folder, name), bytes);
    }
  }

  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    const token = (await sessionToken(page))!;
    const projectId = await createProject(page.request, token);
    await page.goto(`/project/${projectId}/files`);
    await expect(page.getByRole('heading', { name: projectName })).toBeVisible();

    // Every PATCH the page sends, with the offset it starts from.
    const patches: { offset: number; afterReload: boolean }[] = [];
    let reloaded = false;
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/v1/uploads/tus/')) patches.push({ offset: Number(request.headers()['upload-offset']), afterReload: reloaded });
    });

    // The whole folder (about 0.5 MB a photo) over a line slow enough to take ~30 s, so the journey
    // acts mid-way even on a busy machine.
    let cdp = await throttle(page, Math.round(totalBytes / 30));
    await page.getByLabel('Choose a folder to upload').setInputFiles(shoot);
    const panel = page.getByRole('region', { name: 'Upload progress' });
    const uploads = panel.getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByRole('listitem')).toHaveCount(5);
    await expect(uploads.getByRole('listitem', { name: 'Shoot/Exterior/front-1.jpg' })).toBeVisible();
    await expect(uploads.getByRole('listitem', { name: 'Shoot/Drone/roof.jpg' })).toBeVisible();
    // Three at a time.
    await expect.poll(() => uploads.locator('li[data-status="uploading"]').count()).toBe(3);
    await expect(uploads.locator('li[data-status="queued"]')).toHaveCount(2);
    await expect.poll(() => totalPercent(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(5);

    // Pause all: nothing moves.
    await panel.getByRole('button', { name: 'Pause all' }).click();
    await expect(uploads.locator('li[data-status="paused"]')).toHaveCount(5);
    await expect(panel.getByText(/^Paused: \d of 5 files uploaded$/)).toBeVisible();
    const pausedAt = await totalPercent(page);
    await page.waitForTimeout(1_500);
    expect(await totalPercent(page)).toBe(pausedAt);
    await snapshot(page, 'resumable-uploads-paused-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'resumable-uploads-paused-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Resume all, then reload mid-way.
    await panel.getByRole('button', { name: 'Resume all' }).click();
    await expect.poll(() => uploads.locator('li[data-status="uploading"]').count()).toBe(3);
    await expect.poll(() => totalPercent(page), { timeout: 60_000 }).toBeGreaterThan(pausedAt + 5);
    expect(await totalPercent(page)).toBeLessThan(80);
    reloaded = true;
    await page.reload();

    // The reloaded page offers the unfinished files; the folder given again continues them.
    const notice = page.getByRole('status', { name: 'Unfinished uploads' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('did not finish');
    await expect(notice).toContainText('The browser needs the files again');
    await snapshot(page, 'resumable-uploads-after-reload-1280');
    await cdp.detach();
    cdp = await throttle(page, Math.round(totalBytes / 8));
    await page.getByLabel('Choose a folder to upload').setInputFiles(shoot);
    await expect(notice).toBeHidden();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/file\(s\) uploaded successfully!/)).toBeVisible({ timeout: 60_000 });
    await cdp.detach();
    // Every row of the panel now reads "Completed": that state is audited too.
    await expect(page.locator('li[data-status="completed"]').first()).toBeVisible();
    await snapshot(page, 'resumable-uploads-completed-1280');

    // At least one file continued from where the server stood rather than from its first byte.
    expect(patches.some((patch) => patch.afterReload && patch.offset > 0), JSON.stringify(patches)).toBe(true);

    // The folders are kept, every photo once.
    await page.getByRole('button', { name: 'Open folder Shoot' }).click();
    await expect(page.getByRole('button', { name: 'Open folder Exterior' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open folder Drone' })).toBeVisible();
    const listed = async (folder: string) => {
      const response = await page.request.get(`/api/v1/projects/${projectId}/files/?folder_path=${encodeURIComponent(folder)}`, { headers: { Authorization: `Token ${token}` } });
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as { data: { files: { name: string; is_folder: boolean; size: number }[] } };
      return body.data.files.filter((entry) => !entry.is_folder).map((entry) => entry.name).sort();
    };
    expect(await listed('Shoot/Exterior')).toEqual([...layout.Exterior].sort());
    expect(await listed('Shoot/Drone')).toEqual([...layout.Drone].sort());
    await page.getByRole('button', { name: 'Open folder Exterior' }).click();
    for (const name of layout.Exterior) await expect(page.getByRole('group', { name })).toBeVisible();
    await snapshot(page, 'resumable-uploads-finished-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'resumable-uploads-finished-390');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
