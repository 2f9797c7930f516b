import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext } from '@playwright/test';
import { expect, stripeStandInURL, test } from './fixtures.ts';
import { pdfToPng, pdfToText, sessionToken, signInAsAdmin, snapshot, submitLogin } from './support.ts';

// A worker's server serves every spec that worker runs: unique names keep this journey's rows apart.
const run = Date.now().toString(36);
const projectName = `8 Lighthouse Rd ${run}`;
const company = { name: `Lighthouse Realty ${run}`, email: `client-${run}@lighthouse.test`, password: 'Company-Pa55word!' };
const photos = ['facade.jpg', 'lounge.jpg'];

interface Sharp {
  (input: { create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } } }): { jpeg(): { toBuffer(): Promise<Buffer> } };
}
const sharp = createRequire(new URL('../apps/server/package.json', import.meta.url))('sharp') as Sharp;
const jpeg = (i: number) => sharp({ create: { width: 640, height: 427, channels: 3, background: { r: 200 - i * 60, g: 90 + i * 40, b: 60 } } }).jpeg().toBuffer();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Staff's side, through the API: a completed shoot with its photos in 'Exterior' and its invoice sent, not paid. */
async function completedUnpaidShoot(request: APIRequestContext, token: string, originals: Buffer[]) {
  const headers = { Authorization: `Token ${token}` };
  const send = async (method: 'post' | 'get', path: string, data?: object) => {
    const response = await request[method](path, { headers, ...(data ? { data } : {}) });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: { id: number; invoice_id: number; files: Array<{ derivative_status: string }> } };
  };
  const category = (await send('post', '/api/v1/categories/', { name: `Pay ${run}`, description: 'Homes' })).data.id;
  const service = (await send('post', '/api/v1/services/', { serviceName: `Pay service ${run}`, price: '300', gstRate: '10-percent', description: 'Photos' })).data.id;
  const companyId = (await send('post', '/api/v1/companies/', { companyName: company.name, email: company.email, phone: '+61 400 333 444', address: '8 Lighthouse Rd', password: company.password, confirm_password: company.password })).data.id;
  const id = (await send('post', '/api/v1/projects/', { projectName, company_id: companyId, category_id: category, service_id: service, siteAddress: 'https://maps.example.com/8-lighthouse' })).data.id;
  for (const [i, name] of photos.entries()) {
    const response = await request.post(`/api/v1/projects/${id}/`, { headers, multipart: { folder_path: 'Exterior', projectFiles: { name, mimeType: 'image/jpeg', buffer: originals[i]! } } });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await expect.poll(async () => (await send('get', `/api/v1/projects/${id}/files/?folder_path=Exterior`)).data.files.every((f) => f.derivative_status === 'ready'), { timeout: 30_000 }).toBe(true);
  await send('post', `/api/v1/projects/${id}/`, { projectStatus: 'completed' });
  const invoiceId = (await send('get', `/api/v1/projects/${id}/`)).data.invoice_id;
  await send('post', `/api/v1/invoices/${invoiceId}/send/`, {});
  return { id, invoiceId };
}

test('a client pays the invoice by card on the checkout page, comes back to the unlocked gallery and downloads an original', async ({ page, browser, baseURL }) => {
  const standIn = stripeStandInURL(test.info());
  test.setTimeout(120_000);
  const originals = await Promise.all(photos.map((_, i) => jpeg(i)));
  await signInAsAdmin(page);
  const { id, invoiceId } = await completedUnpaidShoot(page.request, (await sessionToken(page))!, originals);

  // The client finds its photos locked behind the invoice, with the way to pay it.
  const client = await (await browser.newContext({ baseURL })).newPage();
  await client.goto('/login');
  await submitLogin(client, 'Sign In', company.email, company.password);
  await expect(client).toHaveURL(/\/client/);
  await client.goto(`/client/project/${id}/files?folder=Exterior`);
  const banner = client.getByRole('note').filter({ hasText: 'Download access is restricted until invoice payment is completed.' });
  await expect(banner).toBeVisible();
  await expect(client.getByText('Invoice payment required to download files')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Pay Invoice to Download' })).toHaveCount(photos.length);
  await snapshot(client, 'payments-files-unpaid');

  // Pay Invoice leaves for the checkout page (the stand-in for Stripe), for the server's amount: 300 + 10% GST.
  await banner.getByRole('button', { name: 'Pay Invoice' }).click();
  await expect(client).toHaveURL(new RegExp(`^${standIn}/checkout/cs_test_standin_\\d+$`));
  await expect(client.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
  await expect(client.getByText('INR 330.00', { exact: true })).toBeVisible();
  await expect(client.getByText(company.email)).toBeVisible();
  await snapshot(client, 'payments-stand-in-checkout');
  await client.getByRole('button', { name: 'Pay INR 330.00' }).click();

  // Back on the files page at once, waiting for the payment; the signed webhook lands seconds later and the gallery unlocks in place.
  await expect(client).toHaveURL(new RegExp(`/client/project/${id}/files\\?payment=success$`));
  await expect(client.getByText(/Confirming your payment/)).toBeVisible();
  await snapshot(client, 'payments-confirming');
  await expect(client.getByText('Payment received — your photos are unlocked')).toBeVisible({ timeout: 20_000 });
  await expect(client.getByText('Download access is restricted until invoice payment is completed.')).toHaveCount(0);
  const deliveries = (await (await client.request.get(`${standIn}/stand-in/deliveries`)).json()) as Array<{ status: number }>;
  expect(deliveries.at(-1)?.status).toBe(200);

  await client.getByRole('button', { name: 'Open folder Exterior' }).click();
  await expect(client.getByRole('group', { name: 'lounge.jpg' })).toBeVisible();
  await expect(client.getByText('Pay Invoice to Download')).toHaveCount(0);
  await snapshot(client, 'payments-files-paid');
  const lounge = client.getByRole('group', { name: 'lounge.jpg' });
  await lounge.hover();
  await lounge.getByRole('button', { name: 'Download lounge.jpg' }).click();
  const [photo] = await Promise.all([client.waitForEvent('download'), client.getByRole('menuitem', { name: /Original/ }).click()]);
  expect(sha256(readFileSync((await photo.path())!))).toBe(sha256(originals[1]!));

  // The client's invoice says how it was paid; its PDF too.
  await client.goto(`/client/project/${id}`);
  await expect(client.getByText(/\d{2}-\d{2}-\d{4} by card/)).toBeVisible();
  await expect(client.getByRole('button', { name: 'Pay Invoice' })).toHaveCount(0);
  const [invoicePdf] = await Promise.all([client.waitForEvent('download'), client.getByRole('button', { name: 'Download invoice (PDF)' }).click()]);
  const pdfPath = (await invoicePdf.path())!;
  expect(pdfToText(pdfPath)).toMatch(/Paid on \d{2}-\d{2}-\d{4} by card/);
  pdfToPng(pdfPath, 'payments-invoice-pdf');

  // Staff see the card payment on the invoice.
  await page.goto(`/invoices?invoice=${invoiceId}`);
  const payments = page.getByRole('group', { name: 'Payments' });
  await expect(payments).toContainText(/Card · ₹330\.00 · \d{2}-\d{2}-\d{4}/);
  await snapshot(page, 'payments-staff-invoice');
});
