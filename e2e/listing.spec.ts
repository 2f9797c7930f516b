import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { sessionToken, signInAsAdmin, snapshot, submitLogin } from './support.ts';

// A worker's server serves every spec that worker runs: unique names keep this journey's rows apart.
const run = Date.now().toString(36);
const address = `14 Ocean View Rd ${run}`;
const agent = { name: `Alex Agentname ${run}`, phone: '0400 987 654' };
const photos = ['facade.jpg', 'lounge.jpg', 'kitchen.jpg', 'garden.jpg'];
const cameraArtist = `Camera Owner ${run}`;
const client = { email: `listing-${run}@ocean.test`, password: 'Company-Pa55word!' };

interface SharpChain {
  withExif(exif: { IFD0: Record<string, string> }): SharpChain;
  jpeg(): SharpChain;
  toBuffer(): Promise<Buffer>;
  metadata(): Promise<{ width?: number; height?: number; exif?: Buffer }>;
}
const sharp = createRequire(new URL('../apps/server/package.json', import.meta.url))('sharp') as (input: object) => SharpChain;
/** A 1600x1067 photo carrying EXIF (the camera owner's name), which the unbranded page must not pass on. */
const jpeg = (i: number) =>
  sharp({ create: { width: 1600, height: 1067, channels: 3, background: { r: 60 + i * 45, g: 140 - i * 20, b: 90 + i * 30 } } })
    .withExif({ IFD0: { Artist: cameraArtist, Copyright: cameraArtist } })
    .jpeg()
    .toBuffer();

/** Staff's side, through the API: a completed shoot with its photos, and the agent's photo in an internal folder. */
async function completedShoot(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Token ${token}` };
  const send = async (method: 'post' | 'get', path: string, data?: object) => {
    const response = await request[method](path, { headers, ...(data ? { data } : {}) });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: { id: number; name: string; invoice_id: number; files: Array<{ derivative_status: string; is_folder: boolean }> } };
  };
  const upload = async (id: number, name: string, bytes: Buffer, folder = '') => {
    const response = await request.post(`/api/v1/projects/${id}/`, { headers, multipart: { ...(folder ? { folder_path: folder } : {}), projectFiles: { name, mimeType: 'image/jpeg', buffer: bytes } } });
    expect(response.ok(), await response.text()).toBe(true);
  };
  const category = (await send('post', '/api/v1/categories/', { name: `Listing ${run}`, description: 'Homes' })).data.id;
  const service = (await send('post', '/api/v1/services/', { serviceName: `Listing service ${run}`, price: '300', gstRate: 'no-gst', description: 'Photos' })).data.id;
  const companyId = (await send('post', '/api/v1/companies/', { companyName: `Ocean Realty ${run}`, email: client.email, phone: '+61 400 555 666', address: '1 Ocean St', password: client.password, confirm_password: client.password })).data.id;
  const id = (await send('post', '/api/v1/projects/', { projectName: address, company_id: companyId, category_id: category, service_id: service, siteAddress: 'https://maps.example.com/14-ocean-view' })).data.id;
  for (const [i, name] of photos.entries()) await upload(id, name, await jpeg(i));
  await upload(id, 'floorplan.jpg', await jpeg(4));
  await send('post', `/api/v1/projects/${id}/folders/`, { folder_name: 'Agent', client_visible: false });
  await upload(id, 'agent-portrait.jpg', await jpeg(5), 'Agent');
  for (const folder of ['', 'Agent'])
    await expect.poll(async () => (await send('get', `/api/v1/projects/${id}/files/?folder_path=${folder}`)).data.files.filter((f) => !f.is_folder).every((f) => ['ready', 'none'].includes(f.derivative_status)), { timeout: 30_000 }).toBe(true);
  await send('post', `/api/v1/projects/${id}/`, { projectStatus: 'completed' });
  const studio = (await send('get', '/api/v1/settings/business/')).data.name;
  const markPaid = async () => {
    const invoiceId = (await send('get', `/api/v1/projects/${id}/`)).data.invoice_id;
    await send('post', `/api/v1/invoices/${invoiceId}/send/`, {});
    await send('post', `/api/v1/invoices/${invoiceId}/`, { status: 'paid' });
  };
  return { id, studio, markPaid };
}

/** The page's visible text and every link and image address on it. */
const pageContents = (page: Page) =>
  page.evaluate(() => ({
    text: document.body.innerText,
    html: document.documentElement.outerHTML,
    links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    images: [...document.querySelectorAll('img')].map((img) => img.currentSrc || img.src),
  }));

async function checkLightbox(page: Page, name: string) {
  const first = page.locator('a[data-lb]').first();
  await first.click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('img')).toHaveJSProperty('complete', true);
  await expect.poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The photos, then the floor plan.
  await expect(viewer).toContainText(`1 / ${photos.length + 1}`);
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer).toContainText(`2 / ${photos.length + 1}`);
  await snapshot(page, name);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
}

test('staff fill the listing and publish it; the branded and unbranded pages show at 1280 and 390 px; the client gets the links, then the MLS ZIP once paid; unpublishing takes the pages down', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const { id, studio, markPaid } = await completedShoot(page.request, (await sessionToken(page))!);

  // The Listing tab: the facts, a tour off the allow-list refused with the hosts named, then one on it.
  await page.goto(`/project/${id}?tab=listing`);
  const form = page.getByRole('form', { name: 'Listing facts' });
  await expect(form.getByLabel('Address')).toHaveValue(/.+/);
  await form.getByLabel('Address').fill(address);
  await form.getByLabel(/^Price/).fill('1250000');
  await form.getByLabel('Bedrooms').fill('4');
  await form.getByLabel('Bathrooms').fill('2.5');
  await form.getByLabel('Area (m²)').fill('210');
  await form.getByLabel('Description').fill('A sunlit family home above the beach.\n\nNorth-facing garden and a pool.');
  await form.getByLabel('Agent name').fill(agent.name);
  await form.getByLabel('Agent phone').fill(agent.phone);
  await form.getByLabel('3D tour URL').fill('https://tours.example.com/show/1');
  await form.getByRole('button', { name: 'Save listing' }).click();
  await expect(form.getByText(/Use an https:\/\/ link from a 3D tour host the page may show: .*matterport/)).toBeVisible();
  await snapshot(page, 'listing-staff-tour-error');
  await form.getByLabel('3D tour URL').fill('https://my.matterport.com/show/?m=e2eTour1');
  await form.getByRole('button', { name: 'Save listing' }).click();
  await expect(page.getByText('Listing saved successfully!')).toBeVisible();
  await expect(form.getByText(/Use an https:\/\/ link/)).toHaveCount(0);

  // An image marked as the floor plan; the agent's photo lives in an internal folder, off the client's gallery.
  const media = page.getByRole('region', { name: 'Media on the website' });
  await media.getByRole('combobox', { name: 'floorplan.jpg on the website' }).selectOption('floor_plan');
  await expect(media.getByRole('combobox', { name: 'floorplan.jpg on the website' })).toHaveValue('floor_plan');
  await expect(page.getByRole('region', { name: /Property website/ })).toContainText('4 photos, 0 videos, 1 floor plan.');
  await media.getByRole('button', { name: 'Open folder Agent' }).click();
  await media.getByRole('button', { name: 'Use agent-portrait.jpg as the agent photo' }).click();
  await expect(media.getByText('Agent photo', { exact: true })).toBeVisible();

  // Still a draft (the invoice is unpaid): both links answer 404.
  const status = page.getByRole('region', { name: /Property website/ });
  await expect(status.getByLabel('Website: Draft')).toBeVisible();
  const brandedUrl = (await status.getByRole('link', { name: /\/p\/[^/]+ \(opens/ }).getAttribute('href'))!;
  const unbrandedUrl = (await status.getByRole('link', { name: /\/unbranded \(opens/ }).getAttribute('href'))!;
  // The slug is made from the shoot's address when the site is first read, plus a random suffix.
  expect(brandedUrl).toMatch(/\/p\/[a-z0-9][a-z0-9-]*-[a-z0-9]{4,}$/);
  expect(unbrandedUrl).toBe(`${brandedUrl}/unbranded`);
  expect((await page.request.get(brandedUrl)).status()).toBe(404);
  expect((await page.request.get(unbrandedUrl)).status()).toBe(404);
  await snapshot(page, 'listing-staff-draft');

  await status.getByRole('button', { name: 'Publish' }).click();
  await expect(status.getByLabel('Website: Live')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'listing-staff-live-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The public pages, without a session.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  for (const width of [1280, 390]) {
    await visitor.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await visitor.goto(brandedUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: address })).toBeVisible();
    await expect(visitor.locator('.hero img')).toHaveJSProperty('complete', true);
    await expect(visitor.getByText(agent.name)).toBeVisible();
    await expect(visitor.getByRole('link', { name: agent.phone })).toHaveAttribute('href', 'tel:0400987654');
    await expect(visitor.getByText(`Photography by ${studio}`)).toBeVisible();
    await expect(visitor.locator('iframe[title^="3D tour"]')).toHaveAttribute('src', /my\.matterport\.com\/show\/\?m=e2eTour1/);
    await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', address);
    await expect(visitor.getByRole('heading', { name: `Photos (${photos.length})` })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Floor plans' }).locator('img')).toHaveCount(1);
    await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
    await snapshot(visitor, `listing-branded-${width}`);
    await checkLightbox(visitor, `listing-branded-${width}-lightbox`);

    await visitor.goto(unbrandedUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: address })).toBeVisible();
    await expect(visitor.locator('.hero img')).toHaveJSProperty('complete', true);
    const unbranded = await pageContents(visitor);
    for (const word of [agent.name, agent.phone, agent.phone.replace(/\s/g, ''), studio, 'Photography by', 'agent-portrait']) expect(unbranded.html, `unbranded page mentions ${word}`).not.toContain(word);
    expect(unbranded.links.filter((href) => /^(tel:|mailto:|https?:)/.test(href)), 'links off the page').toEqual([]);
    expect(await visitor.locator('header, footer, meta[property="og:site_name"]').count()).toBe(0);
    expect(await visitor.locator('iframe[title^="3D tour"]').getAttribute('src')).toContain('mls=1');
    await snapshot(visitor, `listing-unbranded-${width}`);
    await checkLightbox(visitor, `listing-unbranded-${width}-lightbox`);
  }

  // The unbranded photos carry no camera metadata; the originals did.
  const heroSrc = (await visitor.locator('.hero img').getAttribute('src'))!;
  const heroBytes = await (await visitor.request.get(heroSrc)).body();
  expect(heroBytes.includes(cameraArtist)).toBe(false);
  expect(heroBytes.includes('Exif')).toBe(false);

  // The client sees both links and the views; the ZIPs wait for the payment, then the MLS one holds every photo at the MLS size, without camera data.
  const clientPage = await (await browser.newContext({ baseURL })).newPage();
  await clientPage.goto('/login');
  await submitLogin(clientPage, 'Sign In', client.email, client.password);
  await expect(clientPage).toHaveURL(/\/client/);
  await clientPage.goto(`/client/project/${id}`);
  const website = clientPage.getByRole('region', { name: 'Property website' });
  await expect(website.getByRole('link', { name: /\/unbranded \(opens/ })).toHaveAttribute('href', unbrandedUrl);
  await expect(website).toContainText(/page views?/);
  const downloads = clientPage.getByRole('region', { name: 'Downloads' });
  await expect(downloads.getByRole('note')).toHaveText('Please pay the invoice to download files.');
  await expect(downloads.getByRole('button', { name: 'Download MLS-size ZIP' })).toBeDisabled();
  await snapshot(clientPage, 'listing-client-unpaid');
  await markPaid();
  await clientPage.reload();
  await expect(downloads.getByRole('note')).toHaveCount(0);
  const [zip] = await Promise.all([clientPage.waitForEvent('download'), downloads.getByRole('button', { name: 'Download MLS-size ZIP' }).click()]);
  const zipPath = (await zip.path())!;
  const members = execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' }).trim().split('\n');
  expect(members).toHaveLength(photos.length);
  for (const member of members) {
    const meta = await sharp(execFileSync('unzip', ['-p', zipPath, member], { maxBuffer: 64 * 1024 * 1024 })).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(2048);
    expect(meta.exif, `${member} keeps no EXIF`).toBeUndefined();
  }
  await clientPage.setViewportSize({ width: 390, height: 844 });
  await snapshot(clientPage, 'listing-client-paid-390');

  // Views counted by the portal show on the staff tab.
  await page.reload();
  await expect.poll(async () => Number((await status.locator('.text-2xl').textContent()) ?? 0), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);

  // Unpublish: both pages answer 404 at once.
  await status.getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('alertdialog', { name: 'Take the website down?' }).getByRole('button', { name: 'Unpublish' }).click();
  await expect(status.getByLabel('Website: Draft')).toBeVisible();
  expect((await visitor.request.get(brandedUrl)).status()).toBe(404);
  expect((await visitor.request.get(unbrandedUrl)).status()).toBe(404);
  await visitor.goto(brandedUrl);
  await expect(visitor.getByRole('heading', { name: 'This property page is not available.' })).toBeVisible();
  expect((await visitor.request.get(heroSrc)).status()).toBe(404);
});
