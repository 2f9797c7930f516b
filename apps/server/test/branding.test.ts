import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const boundary = 'logo-boundary';

function multipart(fileName: string, bytes: Buffer, field = 'logo', contentType = 'image/png') {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const redSquare = () => sharp({ create: { width: 800, height: 400, channels: 3, background: '#c0392b' } }).png().toBuffer();

async function owner() {
  return (await signInAs(ctx.app, ctx.database.db, 'admin')).headers;
}

const uploadLogo = (headers: Record<string, string>, body: Buffer) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/settings/business/logo/', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });

/** The PDF's text in the order it is drawn, a line per text operator. */
const pdfToText = (pdf: Buffer) => pdfText(pdf).join('\n');

describe('the business name and logo', () => {
  it('answers the name, no logo and the business currency to anyone, before sign-in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/branding/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { name: 'Portal Real Estate Photography', logo_url: null, currency: 'INR', locale: 'en-IN' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/branding/logo/' })).statusCode).toBe(404);
  });

  it('stores an uploaded logo as a PNG at most 512 px wide, served from a public URL that changes with it', async () => {
    const headers = await owner();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/settings/business/', headers, payload: { name: 'Lens & Light Studio', currency: 'AUD', locale: 'en-AU' } });
    const res = await uploadLogo(headers, multipart('logo.png', await redSquare()));
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.logo_url as string;
    expect(url).toMatch(/^\/api\/v1\/branding\/logo\/\?v=[0-9a-f]{16}$/);

    const branding = await ctx.app.inject({ method: 'GET', url: '/api/v1/branding/' });
    expect(branding.json().data).toEqual({ name: 'Lens & Light Studio', logo_url: url, currency: 'AUD', locale: 'en-AU' });
    const logo = await ctx.app.inject({ method: 'GET', url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const meta = await sharp(logo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 256 });

    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } }).jpeg().toBuffer();
    const again = await uploadLogo(headers, multipart('logo.jpg', jpeg, 'logo', 'image/jpeg'));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.logo_url).not.toBe(url);
  });

  it('refuses an SVG, a script or a text file named .png with 415, whatever the header says', async () => {
    const headers = await owner();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [name, bytes] of [['logo.svg', svg], ['logo.png', Buffer.from('just some text, not an image')], ['logo.png', Buffer.from('<html><script>alert(1)</script></html>')]] as const) {
      const res = await uploadLogo(headers, multipart(name, bytes));
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'logo must be a PNG, JPEG or WebP image' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/branding/' })).json().data.logo_url).toBeNull();
  });

  it('refuses a logo over 1 MB with 413, an empty or missing file and a broken image with 400, JSON with 415', async () => {
    const headers = await owner();
    const big = Buffer.concat([await redSquare(), Buffer.alloc(1024 * 1024)]);
    const tooBig = await uploadLogo(headers, multipart('logo.png', big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'logo must be at most 1 MB' });

    expect((await uploadLogo(headers, multipart('logo.png', Buffer.alloc(0)))).json()).toMatchObject({ success: false, message: 'logo: the file is empty' });
    const missing = await uploadLogo(headers, multipart('logo.png', await redSquare(), 'picture'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('logo is required');
    const broken = (await redSquare()).subarray(0, 60);
    const unreadable = await uploadLogo(headers, multipart('logo.png', broken));
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toBe('logo: the image cannot be read');
    const json = await ctx.app.inject({ method: 'POST', url: '/api/v1/settings/business/logo/', headers, payload: { logo: 'data:image/png;base64,AAAA' } });
    expect(json.statusCode).toBe(415);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/branding/' })).json().data.logo_url).toBeNull();
  });

  it('only the owner changes the logo; removing it brings back no logo', async () => {
    const staff = (await signInAs(ctx.app, ctx.database.db, 'staff')).headers;
    expect((await uploadLogo(staff, multipart('logo.png', await redSquare()))).statusCode).toBe(403);
    const headers = await owner();
    expect((await uploadLogo(headers, multipart('logo.png', await redSquare()))).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v1/settings/business/logo/', headers: staff })).statusCode).toBe(403);
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/settings/business/logo/', headers });
    expect(removed.json().data.logo_url).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/branding/logo/' })).statusCode).toBe(404);
  });

  it('prints the business name and the logo at the head of the invoice PDF', async () => {
    const headers = await owner();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/settings/business/', headers, payload: { name: 'Lens & Light Studio' } });
    const catalog = await createCatalog(ctx.database.db);
    const created = (await postProject(ctx.app, headers, projectInput(catalog))).json();
    const pdfUrl = `/api/v1/invoices/${created.invoice.id as number}/pdf/`;

    const withoutLogo = await ctx.app.inject({ method: 'GET', url: pdfUrl, headers });
    expect(pdfToText(withoutLogo.rawPayload)).toContain('Lens & Light Studio');
    expect(withoutLogo.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');

    await uploadLogo(headers, multipart('logo.png', await redSquare()));
    const withLogo = await ctx.app.inject({ method: 'GET', url: pdfUrl, headers });
    expect(withLogo.statusCode).toBe(200);
    const text = pdfToText(withLogo.rawPayload);
    expect(text).toContain('Lens & Light Studio');
    expect(text.indexOf('Lens & Light Studio')).toBeLessThan(text.indexOf('BILL TO'));
    expect(withLogo.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });
});
