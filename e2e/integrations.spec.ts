import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.ts';
import { signInAsAdmin, snapshot } from './support.ts';

/** A local receiver of webhook calls: the first call answers 500, the rest 200. */
async function startSink() {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = received.length === 1 ? 500 : 200;
      response.end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/portal-hooks`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The receiver's side of the signature: `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`. */
function signedBy(secret: string, body: string, header: string) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 !== undefined && parts.v1.length === expected.length && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}

test('the owner connects a webhook endpoint and an API key from Settings, and both work', async ({ page, request }) => {
  test.setTimeout(120_000);
  const sink = await startSink();
  try {
    await signInAsAdmin(page);
    await page.goto('/settings?tab=webhooks');
    await expect(page.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true');

    // Add an endpoint for every event; its signing secret is shown once.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill(sink.url);
    await form.getByLabel('Description').fill('Listing CRM');
    await form.getByLabel('Select all').check();
    await snapshot(page, 'settings-webhook-add');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const added = page.getByRole('dialog', { name: 'Endpoint added' });
    const secret = await added.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await snapshot(page, 'settings-webhook-secret');
    await added.getByRole('button', { name: 'Done' }).click();

    // Send test event: a signed ping.
    await page.getByRole('button', { name: `Actions for ${sink.url}` }).click();
    await page.getByRole('menuitem', { name: 'Send test event' }).click();
    // The first attempt is answered 500; the retry comes within a minute and lands.
    await expect.poll(() => sink.received.length, { timeout: 75_000, intervals: [500] }).toBeGreaterThanOrEqual(2);
    const [first, retry] = sink.received;
    expect(retry!.body).toBe(first!.body);
    expect(JSON.parse(retry!.body)).toMatchObject({ type: 'ping', id: expect.stringMatching(/^evt_/) });
    expect(signedBy(secret, retry!.body, String(retry!.headers['portal-signature']))).toBe(true);
    expect(signedBy('whsec_wrong', retry!.body, String(retry!.headers['portal-signature']))).toBe(false);

    await page.getByRole('button', { name: `Delivery log of ${sink.url}` }).click();
    const log = page.getByRole('table', { name: /Deliveries/ });
    await expect(log.getByRole('row').filter({ hasText: 'ping' }).first()).toContainText('200', { timeout: 10_000 });
    await snapshot(page, 'settings-webhook-log');

    // An API key, read only: reads work with it, writes are refused, and revoking it ends it.
    await page.getByRole('tab', { name: 'API keys' }).click();
    await expect(page).toHaveURL(/tab=api-keys/);
    await page.getByRole('button', { name: 'Create API key' }).click();
    const create = page.getByRole('dialog', { name: 'Create API key' });
    await create.getByLabel('Name').fill('Listing CRM');
    await create.getByRole('combobox', { name: 'Scope' }).click();
    await page.getByRole('option', { name: 'Read only' }).click();
    await create.getByRole('button', { name: 'Create API key' }).click();
    const created = page.getByRole('dialog', { name: 'API key created' });
    const key = await created.getByLabel('API key').inputValue();
    expect(key).toMatch(/^pk_/);
    await snapshot(page, 'settings-api-key-created');
    await created.getByRole('button', { name: 'Done' }).click();

    const bearer = { Authorization: `Bearer ${key}` };
    expect((await request.get('/api/v1/projects/', { headers: bearer })).status()).toBe(200);
    expect((await request.post('/api/v1/categories/', { headers: bearer, data: { name: 'Via key', description: '' } })).status()).toBe(403);
    expect((await request.get('/api/v1/settings/business/', { headers: bearer })).status()).toBe(403);

    const row = page.getByRole('row').filter({ hasText: 'Listing CRM' });
    await expect(row).toContainText('Active');
    await snapshot(page, 'settings-api-keys');
    await row.getByRole('button', { name: 'Revoke Listing CRM' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toContainText('Revoked');
    expect((await request.get('/api/v1/projects/', { headers: bearer })).status()).toBe(401);
  } finally {
    await sink.close();
  }
});
