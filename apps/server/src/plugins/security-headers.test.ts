import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

const csp = (storage = '') =>
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
  `img-src 'self' data: blob:${storage};media-src 'self' blob:${storage};font-src 'self' data:;connect-src 'self'${storage};` +
  "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

/** What every answer carries besides its CSP (the headers helmet 8 sets for these options). */
const everyAnswer = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

async function appWith(storageOrigin?: string) {
  const app = Fastify();
  registerSecurityHeaders(app, storageOrigin);
  app.get('/page', async () => ({ ok: true }));
  app.get('/own-policy', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'; sandbox").send('file'));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('are on every answer: a page, a 404 and an error', async () => {
    const app = await appWith();
    for (const url of ['/page', '/no-such-route', '/fails']) {
      const res = await app.inject({ url });
      expect(res.headers, url).toMatchObject({ ...everyAnswer, 'content-security-policy': csp() });
      expect(res.headers, url).not.toHaveProperty('x-powered-by');
    }
  });

  it("let the bucket's origin load images and media, and take uploads", async () => {
    const app = await appWith('https://bucket.example');
    const res = await app.inject({ url: '/page' });
    expect(res.headers['content-security-policy']).toBe(csp(' https://bucket.example'));
  });

  it("give way to a route's own policy, keeping the rest", async () => {
    const app = await appWith();
    const res = await app.inject({ url: '/own-policy' });
    expect(res.headers).toMatchObject({ ...everyAnswer, 'content-security-policy': "default-src 'none'; sandbox" });
  });

  it('are the same on the next request: nothing of one answer is kept for the next', async () => {
    const app = await appWith();
    await app.inject({ url: '/own-policy' });
    const res = await app.inject({ url: '/page' });
    expect(res.headers['content-security-policy']).toBe(csp());
  });
});
