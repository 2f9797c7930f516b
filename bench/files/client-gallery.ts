// Shared by the benches of the client's gallery: a completed shoot of photo-like JPEGs with their
// derivatives made, the client company's sign-in, and its session handed to fresh browser contexts.
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { callJson, uploadMultipart, type BenchServer } from './common.ts';

/** The company `startServer` creates: the client who signs in to the portal. */
export const benchClient = { email: 'files@bench.test', password: 'Company-Pa55word!' };

/** What `chromium.launch` gets in every browser bench. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/**
 * A photo-like JPEG (smooth blotches under a fine grain, 1500x1000), so its thumbnail weighs what a real
 * photo's does: pure noise would make it several times heavier, a flat colour almost nothing.
 */
export async function photoLike(seed: number) {
  const base = await sharp({ create: { width: 300, height: 200, channels: 3, noise: { type: 'gaussian', mean: 120 + (seed % 40), sigma: 50 } } }).png().toBuffer();
  const smooth = await sharp(base).resize(1500, 1000, { kernel: 'cubic' }).blur(2).toBuffer();
  const grain = await sharp({ create: { width: 1500, height: 1000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 8 } } }).png().toBuffer();
  return sharp(smooth).composite([{ input: grain, blend: 'overlay' }]).modulate({ hue: (seed * 37) % 360 }).jpeg({ quality: 88 }).toBuffer();
}

interface Listed {
  data: { files: Array<{ derivative_status: string }> };
}

/** A new completed project of `count` photos (derivatives ready) for the bench company; paid when asked. */
export async function clientGallery(server: BenchServer, count: number, { paid, name = `${count} photos` }: { paid: boolean; name?: string }) {
  const { url, token } = server;
  const base = (await callJson<{ data: { company: { id: number }; category: { id: number }; service: { id: number } } }>(`${url}/api/v1/projects/${server.projectId}/`, { token })).data;
  const created = await callJson(`${url}/api/v1/projects/`, {
    method: 'POST',
    token,
    json: { projectName: name, company_id: base.company.id, category_id: base.category.id, service_id: base.service.id, siteAddress: 'https://maps.example.com/bench' },
  });
  const id = created.data.id;
  const bytes = await Promise.all(Array.from({ length: Math.min(count, 10) }, (_, i) => photoLike(i)));
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, i) => ({ source: bytes[(start + i) % bytes.length]!, name: `IMG_${String(start + i + 1).padStart(4, '0')}.jpg` }));
    const answer = await uploadMultipart(`${url}/api/v1/projects/${id}/`, token, batch);
    if (answer.status !== 200) throw new Error(`upload: ${answer.status} ${answer.body.toString().slice(0, 300)}`);
  }
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const files = (await callJson<Listed>(`${url}/api/v1/projects/${id}/files/`, { token })).data.files;
    if (files.every((file) => file.derivative_status === 'ready')) break;
    if (Date.now() > deadline) throw new Error(`derivatives of ${count} photos not ready after 30 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await callJson(`${url}/api/v1/projects/${id}/`, { method: 'POST', token, json: { projectStatus: 'completed' } });
  if (paid) {
    const invoiceId = (await callJson<{ data: { invoice_id: number } }>(`${url}/api/v1/projects/${id}/`, { token })).data.invoice_id;
    await callJson(`${url}/api/v1/invoices/${invoiceId}/`, { method: 'POST', token, json: { status: 'paid' } });
  }
  return id;
}

/** Signs in through a sign-in page once and answers the sessionStorage it left (the portal's session). */
export async function signedInSession(browser: Browser, baseURL: string, form: { path: string; button: string; email: string; password: string; landing: RegExp }) {
  const page = await browser.newPage({ baseURL });
  try {
    await page.goto(form.path);
    await page.getByLabel(/email/i).first().fill(form.email);
    await page.locator('input[type="password"]').first().fill(form.password);
    await page.getByRole('button', { name: form.button, exact: true }).click();
    await page.waitForURL(form.landing, { timeout: 15_000 });
    return await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  } finally {
    await page.close();
  }
}

/** Gives every page of `context` this sessionStorage before its own scripts run: a signed-in first visit. */
export const carrySession = (context: BrowserContext, session: Record<string, string>) =>
  context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, session);
