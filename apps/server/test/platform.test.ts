import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

const webDistDir = path.join(tmpdir(), `portal-web-${process.pid}`);
await mkdir(path.join(webDistDir, 'assets'), { recursive: true });
await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>');
await writeFile(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
const galleryFiles = ['/assets/app-shell-a1.js', '/assets/client-gallery-b2.js'];
await writeFile(path.join(webDistDir, 'route-preloads.json'), JSON.stringify([{ path: '/client/project/:id/files', files: galleryFiles }]));

const ctx = useTestApp({ webDistDir });

describe('health', () => {
  it('reports ok without a token (details are the owner\'s: see health.test.ts)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok' });
  });
});

describe('the web app and unknown paths', () => {
  it('answers unknown /api/ paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('falls back to index.html for client-side routes', async () => {
    // '/assets' and '/assets/' name a directory of the build, not a file: still the page, never a 403.
    for (const url of ['/', '/login', '/client/project/12/files', '/no/such/page', '/assets', '/assets/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="root"');
    }
  });

  it("names a listed page's first-screen files in its HTML, and only that page's", async () => {
    const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    for (const url of ['/client/project/12/files', '/client/project/12/files/?folder=Edited']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(preloads(page.body), url).toEqual(galleryFiles);
      expect(page.body.indexOf('modulepreload')).toBeLessThan(page.body.indexOf('</head>'));
      expect(page.body).toContain('id="root"');
    }
    for (const url of ['/login', '/client/project/12', '/client/project/12/files/extra', '/project/12/files', '/client/project//files']) {
      expect(preloads((await ctx.app.inject({ method: 'GET', url })).body), url).toEqual([]);
    }
  });

  it('serves the page as it is when the list of preloads is unreadable', async () => {
    const listFile = path.join(webDistDir, 'route-preloads.json');
    try {
      for (const broken of ['not json', '{"path": 1}', '[{"path": "/client/project/:id/files", "files": ["javascript:alert(1)"]}]', '[{"path": "/client/project/:id/files", "files": ["//evil.example/x.js"]}]']) {
        await writeFile(listFile, broken);
        const page = await ctx.app.inject({ method: 'GET', url: '/client/project/12/files' });
        expect([page.statusCode, page.body.includes('modulepreload')], broken).toEqual([200, false]);
      }
    } finally {
      await writeFile(listFile, JSON.stringify([{ path: '/client/project/:id/files', files: galleryFiles }]));
    }
  });

  it('answers 503 naming the build, not 500, for a page asked while index.html is being replaced', async () => {
    const indexFile = path.join(webDistDir, 'index.html');
    const html = await readFile(indexFile, 'utf8');
    await rm(indexFile);
    try {
      const page = await ctx.app.inject({ method: 'GET', url: '/client/project/12/files' });
      expect([page.statusCode, page.body]).toEqual([503, 'The web app is not built yet: run `npm run build`.']);
    } finally {
      await writeFile(indexFile, html);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/client/project/12/files' })).statusCode).toBe(200);
  });

  it('answers 500, not the 503 that names the build, when index.html is there but cannot be read', async () => {
    const indexFile = path.join(webDistDir, 'index.html');
    const html = await readFile(indexFile, 'utf8');
    await rm(indexFile);
    await mkdir(indexFile);
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/projects' })).statusCode).toBe(500);
    } finally {
      await rm(indexFile, { recursive: true });
      await writeFile(indexFile, html);
    }
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('serves a file the build wrote after the start, and nothing outside the build', async () => {
    await writeFile(path.join(webDistDir, 'assets', 'late-def456.js'), 'console.log(2)');
    const late = await ctx.app.inject({ method: 'GET', url: '/assets/late-def456.js' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('console.log(2)');
    const beside = `portal-secret-${process.pid}.txt`;
    await writeFile(path.join(webDistDir, '..', beside), 'not for the web');
    for (const url of [`/../${beside}`, `/assets/%2e%2e/%2e%2e/${beside}`, `/%2e%2e%2f${beside}`, `/assets/..%2f..%2f${beside}`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('not for the web');
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });

  it('caches hashed assets for a year and the page not at all', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers', () => {
  it('sends a CSP that forbids framing, and nosniff', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('error envelope', () => {
  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('refuses wrong JSON types instead of coercing them', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: 'a@b.test', password: 12345678 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('password');
  });
});

describe('OpenAPI', () => {
  it('publishes the contract, logins included, at /api/docs without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/login/', '/api/login/user/', '/api/login/company/', '/api/logout/', '/api/v1/health/']));
  });
});
