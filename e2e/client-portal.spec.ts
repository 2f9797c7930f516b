import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pdfToText, sessionToken, signInAsAdmin, snapshot, submitLogin } from './support.ts';

// A worker's server serves every spec that worker runs: unique names keep this journey's rows apart.
const run = Date.now().toString(36);
const projectName = `21 Bayview Tce ${run}`;
const company = { email: `client-${run}@bayview.test`, password: 'Company-Pa55word!' };
const editor = { email: `editor-${run}@portal.test`, password: 'Editor-Pa55word!' };
const photos = ['living.jpg', 'kitchen.jpg', 'garden.jpg', 'pool.jpg'];

interface Sharp {
  (input: { create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } } }): { jpeg(): { toBuffer(): Promise<Buffer> } };
}
const sharp = createRequire(new URL('../apps/server/package.json', import.meta.url))('sharp') as Sharp;
const jpeg = (i: number) => sharp({ create: { width: 640, height: 427, channels: 3, background: { r: 40 + i * 50, g: 120, b: 200 - i * 40 } } }).jpeg().toBuffer();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

/** Staff's side, through the API: the shoot, its editor, its photos in 'Exterior', then status and payment. */
function staffApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Token ${token}` };
  const send = async (method: 'post' | 'get', path: string, data?: object) => {
    const response = await request[method](path, { headers, ...(data ? { data } : {}) });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: { id: number; invoice_id: number; files: Array<{ derivative_status: string }> } };
  };
  return {
    async createShoot(originals: Buffer[]) {
      const category = (await send('post', '/api/v1/categories/', { name: `Client ${run}`, description: 'Homes' })).data.id;
      const service = (await send('post', '/api/v1/services/', { serviceName: `Client service ${run}`, price: '300', gstRate: '10-percent', description: 'Photos' })).data.id;
      const companyId = (await send('post', '/api/v1/companies/', { companyName: `Bayview Realty ${run}`, email: company.email, phone: '+61 400 222 333', address: '21 Bayview Tce', password: company.password, confirm_password: company.password })).data.id;
      const editorId = (await send('post', '/api/v1/users/', { username: `Eddie ${run}`, email: editor.email, password: editor.password, role: 'editor' })).data.id;
      const id = (await send('post', '/api/v1/projects/', { projectName, company_id: companyId, category_id: category, service_id: service, siteAddress: 'https://maps.example.com/21-bayview' })).data.id;
      await send('post', `/api/v1/projects/${id}/`, { assignedTo_id: editorId, projectStatus: 'in progress' });
      for (const [i, name] of photos.entries()) {
        const response = await request.post(`/api/v1/projects/${id}/`, { headers, multipart: { folder_path: 'Exterior', projectFiles: { name, mimeType: 'image/jpeg', buffer: originals[i]! } } });
        expect(response.ok(), await response.text()).toBe(true);
      }
      await expect.poll(async () => (await send('get', `/api/v1/projects/${id}/files/?folder_path=Exterior`)).data.files.every((f) => f.derivative_status === 'ready'), { timeout: 30_000 }).toBe(true);
      return id;
    },
    complete: (id: number) => send('post', `/api/v1/projects/${id}/`, { projectStatus: 'completed' }),
    async markPaid(id: number) {
      const invoiceId = (await send('get', `/api/v1/projects/${id}/`)).data.invoice_id;
      // Sent first, as the studio does: a draft is not the client's to see.
      await send('post', `/api/v1/invoices/${invoiceId}/send/`, {});
      await send('post', `/api/v1/invoices/${invoiceId}/`, { status: 'paid' });
    },
  };
}

test('a client reviews proofs, picks favourites and downloads originals once paid; the editor loses the shoot at completion', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const originals = await Promise.all(photos.map((_, i) => jpeg(i)));
  await signInAsAdmin(page);
  const staff = staffApi(page.request, (await sessionToken(page))!);
  const id = await staff.createShoot(originals);

  // The editor works on it while it is in progress.
  const editorPage = await (await browser.newContext({ baseURL })).newPage();
  await editorPage.goto('/admin/login');
  await submitLogin(editorPage, 'Admin Sign In', editor.email, editor.password);
  await expect(editorPage).toHaveURL(/\/editor$/);
  await expect(editorPage.getByRole('link', { name: projectName, exact: true })).toBeVisible();

  // The client sees where the shoot stands, and no files before completion.
  const client = await (await browser.newContext({ baseURL })).newPage();
  await client.goto('/login');
  await submitLogin(client, 'Sign In', company.email, company.password);
  await expect(client).toHaveURL(/\/client/);
  await client.goto(`/client/project/${id}/files`);
  await expect(client.getByText('Files are being edited')).toBeVisible();

  await staff.complete(id);

  // Completion: the editor's list loses it at once.
  await editorPage.reload();
  await expect(editorPage.getByText('No Projects Assigned')).toBeVisible();

  // Completed, unpaid: proofs only, downloads refused, favourites allowed.
  await client.reload();
  await expect(client.getByText('Download access is restricted until invoice payment is completed.')).toBeVisible();
  await client.getByRole('button', { name: 'Open folder Exterior' }).click();
  await expect(client.getByText('Pay Invoice to Download').first()).toBeVisible();
  const living = client.getByRole('group', { name: 'living.jpg' });
  await living.hover();
  // The button is shown disabled (aria-disabled); clicking it anyway says why.
  await living.getByRole('button', { name: 'Download living.jpg' }).click({ force: true });
  await expect(toast(client, 'Please pay the invoice to download files.')).toBeVisible();
  for (const name of photos.slice(0, 3)) {
    await client.getByRole('group', { name }).getByRole('button', { name: `Add ${name} to favourites` }).click();
    await expect(client.getByRole('group', { name }).getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  }
  await client.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(client.getByRole('group', { name: /\.jpg$/ })).toHaveCount(3);
  await snapshot(client, 'client-files-unpaid');
  // The server refuses an original to an unpaid client whatever the page does.
  const refused = await client.request.get(`/api/v1/projects/${id}/serve/living.jpg/?folder_path=Exterior`, { headers: { Authorization: `Token ${await sessionToken(client)}` } });
  expect(refused.status()).toBe(403);

  await staff.markPaid(id);

  // Paid: a photo and the folder ZIP download, byte for byte the originals.
  await client.goto(`/client/project/${id}/files?folder=Exterior`);
  await expect(client.getByText('Pay Invoice to Download')).toHaveCount(0);
  const kitchen = client.getByRole('group', { name: 'kitchen.jpg' });
  await kitchen.hover();
  await kitchen.getByRole('button', { name: 'Download kitchen.jpg' }).click();
  const [photo] = await Promise.all([client.waitForEvent('download'), client.getByRole('menuitem', { name: /Original/ }).click()]);
  expect(sha256(readFileSync((await photo.path())!))).toBe(sha256(originals[1]!));

  await client.goto(`/client/project/${id}/files`);
  await client.getByRole('button', { name: 'Open folder Exterior' }).click({ button: 'right' });
  const [zip] = await Promise.all([client.waitForEvent('download'), client.getByRole('menuitem', { name: 'Download as ZIP' }).click()]);
  expect(zip.suggestedFilename()).toBe('Exterior.zip');
  const zipped = readFileSync((await zip.path())!);
  // Store mode keeps each photo's bytes whole inside the ZIP.
  for (const original of originals) expect(zipped.includes(original)).toBe(true);
  await snapshot(client, 'client-files-paid');

  // The client's own invoice, as a PDF marked paid.
  await client.goto(`/client/project/${id}`);
  const [invoicePdf] = await Promise.all([client.waitForEvent('download'), client.getByRole('button', { name: 'Download invoice (PDF)' }).click()]);
  expect(invoicePdf.suggestedFilename()).toMatch(/^INV-\d{4}-\d{3,}\.pdf$/);
  const invoiceText = pdfToText((await invoicePdf.path())!);
  expect(invoiceText).toContain(invoicePdf.suggestedFilename().replace('.pdf', ''));
  expect(invoiceText).toContain(`Bayview Realty ${run}`);
  expect(invoiceText).toMatch(/PAID \d{2}-\d{2}-\d{4}/);

  // The dashboard counts the shoot as ready to download.
  await client.goto('/client/dashboard');
  await expect(client.getByRole('list', { name: 'Your shoots' }).getByLabel('1 Ready to download')).toBeVisible();

  // Every client screen, on a desktop and on a 390 px phone, with nothing wider than the screen.
  const screens = { dashboard: '/client/dashboard', projects: '/client/projects', project: `/client/project/${id}`, files: `/client/project/${id}/files?folder=Exterior` };
  for (const width of [1280, 390]) {
    await client.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const [name, path] of Object.entries(screens)) {
      await client.goto(path);
      await expect(client.getByRole('main').getByText(name === 'dashboard' ? 'My Projects' : projectName).first()).toBeVisible();
      expect(await client.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
      await snapshot(client, `client-${name}-${width}`);
    }
  }
});
