import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  canMakeDerivatives,
  createSharpImageProcessor,
  derivativeKey,
  ImageProcessingError,
  defaultMlsRule,
  type DerivativeKind,
  type DerivativesResult,
} from './image-processor.ts';

const processor = createSharpImageProcessor();
const byKind = (result: DerivativesResult, kind: DerivativeKind) => result.outputs.find((o) => o.kind === kind)!;

/** A 6000 x 4000 camera-like JPEG (noise over a gradient) stored sideways: EXIF orientation 6. */
async function cameraJpeg() {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="4000"><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#2a6fb0"/><stop offset="1" stop-color="#e8c48a"/></linearGradient>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(gradient).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
}

describe('sharp image processor', () => {
  let original: Buffer;
  let result: DerivativesResult;

  beforeAll(async () => {
    original = await cameraJpeg();
    result = await processor.makeDerivatives(original);
  }, 60_000);

  it('applies the EXIF orientation: a sideways landscape comes out portrait', () => {
    expect({ width: result.width, height: result.height }).toEqual({ width: 4000, height: 6000 });
    for (const output of result.outputs) expect(output.height).toBeGreaterThan(output.width);
  });

  it('makes each derivative at its long edge in its format', async () => {
    const expected = { thumbnail: [480, 'webp'], thumbnail_small: [240, 'webp'], preview: [2048, 'webp'], proof: [1600, 'jpeg'], mls: [defaultMlsRule.longEdge, 'jpeg'] } as const;
    for (const [kind, [longEdge, format]] of Object.entries(expected)) {
      const output = byKind(result, kind as DerivativeKind);
      const meta = await sharp(output.data).metadata();
      expect({ kind, format: meta.format, long: Math.max(meta.width, meta.height) }).toEqual({ kind, format, long: longEdge });
      expect([meta.width, meta.height]).toEqual([output.width, output.height]);
      expect(meta.orientation ?? 1).toBe(1);
      expect(output.contentType).toBe(`image/${format}`);
    }
  });

  it('keeps the MLS JPEG under the default byte cap, in sRGB, with no EXIF, XMP or IPTC', async () => {
    const mls = byKind(result, 'mls');
    expect(mls.data.length).toBeLessThanOrEqual(defaultMlsRule.maxBytes);
    expect(mls.data.includes('Exif\0')).toBe(false);
    expect(mls.data.includes('http://ns.adobe.com/xap/')).toBe(false);
    expect(mls.data.includes('Photoshop 3.0')).toBe(false);
    const meta = await sharp(mls.data).metadata();
    expect(meta.space).toBe('srgb');
    expect(meta.icc).toBeDefined();
    expect(meta.exif).toBeUndefined();
  });

  it('burns the PROOF watermark into the pixels along the diagonal', async () => {
    const proof = byKind(result, 'proof');
    const plain = await sharp(original).autoOrient().resize(proof.width, proof.height, { fit: 'fill' }).raw().toBuffer();
    const marked = await sharp(proof.data).raw().toBuffer();
    let changed = 0;
    const samples = 1000;
    for (let i = 0; i < samples; i++) {
      const x = Math.floor((i / samples) * proof.width);
      const y = Math.floor((i / samples) * proof.height);
      const at = (y * proof.width + x) * 3;
      const diff = Math.abs(marked[at]! + marked[at + 1]! + marked[at + 2]! - plain[at]! - plain[at + 1]! - plain[at + 2]!) / 3;
      if (diff > 30) changed++;
    }
    expect(changed / samples).toBeGreaterThan(0.05);
  });

  it('names outputs after the original key', () => {
    expect(derivativeKey('projects/3/abc', 'thumbnail')).toBe('projects/3/abc.thumb.webp');
    expect(derivativeKey('projects/3/abc', 'thumbnail_small')).toBe('projects/3/abc.thumb-240.webp');
    expect(derivativeKey('projects/3/abc', 'mls')).toBe('projects/3/abc.mls.jpg');
  });
});

describe('sharp image processor inputs', () => {
  it('keeps the alpha of a PNG in WebP, flattens it in JPEG, and never enlarges', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const made = await processor.makeDerivatives(png);
    expect(byKind(made, 'thumbnail')).toMatchObject({ width: 480, height: 360 });
    for (const kind of ['preview', 'proof', 'mls'] as const) expect(byKind(made, kind)).toMatchObject({ width: 800, height: 600 });
    expect((await sharp(byKind(made, 'preview').data).metadata()).hasAlpha).toBe(true);
    expect((await sharp(byKind(made, 'mls').data).metadata()).channels).toBe(3);
  });

  it('steps the MLS JPEG quality down until it is under the byte cap of the rule', async () => {
    const grain = await sharp({ create: { width: 1920, height: 1280, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const rule = { longEdge: 1920, maxBytes: 1_000_000 };
    const atFirstQuality = await sharp(grain).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    expect(atFirstQuality.length).toBeGreaterThan(rule.maxBytes);
    const made = await processor.makeDerivatives(grain, ['mls'], { mls: rule });
    expect(byKind(made, 'mls').data.length).toBeLessThanOrEqual(rule.maxBytes);
    expect(byKind(made, 'mls')).toMatchObject({ width: 1920, height: 1280 });
  });

  it('shrinks the MLS JPEG when even the lowest quality is over the cap, and follows the long edge of the rule', async () => {
    const grain = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const made = await processor.makeDerivatives(grain, ['mls'], { mls: { longEdge: 1200, maxBytes: 100_000 } });
    const mls = byKind(made, 'mls');
    expect(mls.data.length).toBeLessThanOrEqual(100_000);
    expect(Math.max(mls.width, mls.height)).toBeLessThan(1200);
    const meta = await sharp(mls.data).metadata();
    expect([meta.width, meta.height]).toEqual([mls.width, mls.height]);
  });

  it('converts a CMYK JPEG to sRGB', async () => {
    const cmyk = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3080c0' } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const made = await processor.makeDerivatives(cmyk, ['mls']);
    expect((await sharp(byKind(made, 'mls').data).metadata()).space).toBe('srgb');
  });

  it('refuses an image over 100 megapixels as too large, not to be retried', async () => {
    const huge = await sharp({ create: { width: 11_000, height: 10_000, channels: 3, background: '#777' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const error = await processor.makeDerivatives(huge).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageProcessingError);
    expect(error).toMatchObject({ code: 'IMAGE_TOO_LARGE', retryable: false });
  }, 60_000);

  it('fails cleanly on a corrupt JPEG', async () => {
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x5a)]);
    const error = await processor.makeDerivatives(corrupt).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageProcessingError);
    expect(error).toMatchObject({ code: 'IMAGE_UNREADABLE', retryable: true });
  });

  it('knows which types it can read', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/avif', 'IMAGE/JPEG']) {
      expect(canMakeDerivatives(type)).toBe(true);
    }
    for (const type of ['video/mp4', 'application/pdf', 'image/svg+xml']) expect(canMakeDerivatives(type)).toBe(false);
  });
});
