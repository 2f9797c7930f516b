import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhook } from '../../src/modules/webhooks/send-webhook.ts';

/** A receiver whose answer each test sets; it records the Host header and body it got. */
const got: Array<{ host: string | undefined; headers: IncomingHttpHeaders; body: string }> = [];
let handle: (respond: (status: number, body?: string) => void) => void = (respond) => respond(204);
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    got.push({ host: request.headers.host, headers: request.headers, body: Buffer.concat(chunks).toString() });
    handle((status, body = '') => {
      response.writeHead(status);
      response.end(body);
    });
  });
});
let port: number;
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const send = (url: string, extra: Partial<Parameters<typeof sendWebhook>[0]> = {}) =>
  sendWebhook({ url, body: '{"id":"evt_1"}', headers: { 'content-type': 'application/json' }, allowPrivate: true, ...extra });

describe('sendWebhook', () => {
  it('connects to the address it checked, not to whatever the name resolves to later', async () => {
    got.length = 0;
    handle = (respond) => respond(204);
    let lookups = 0;
    // The "checked" answer is our receiver; any second resolution of this made-up name would fail.
    const result = await send(`http://hooks.example.test:${port}/in`, {
      allowPrivate: false,
      allowAddress: (address) => address === '127.0.0.1',
      resolve: async () => (lookups++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }]),
    });
    expect(result).toMatchObject({ ok: true, status: 204, error: null });
    expect(lookups).toBe(1);
    expect(got[0]).toMatchObject({ host: `hooks.example.test:${port}`, body: '{"id":"evt_1"}' });
  });

  it('keeps at most 1 KB of a failing answer', async () => {
    handle = (respond) => respond(502, 'x'.repeat(5000));
    const result = await send(`http://127.0.0.1:${port}/`);
    expect(result.ok).toBe(false);
    expect(result.status).toBe(502);
    expect(result.error!.length).toBeLessThanOrEqual('Answered 502: '.length + 1024);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    handle = () => {};
    const result = await send(`http://127.0.0.1:${port}/slow`, { timeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, status: null, error: 'No answer within 0.2 s' });
    expect(result.durationMs).toBeGreaterThanOrEqual(150);
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    got.length = 0;
    handle = (respond) => respond(301);
    const result = await send(`http://127.0.0.1:${port}/moved`);
    expect(result).toMatchObject({ ok: false, status: 301 });
    expect(got).toHaveLength(1);
  });
});
