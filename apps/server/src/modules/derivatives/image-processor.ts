import { availableParallelism } from 'node:os';
import { defaultMlsLongEdge, defaultMlsMaxBytes } from '@portal/contract';
import { loadSharp as sharp } from '../../lib/load-sharp.ts';

export type DerivativeKind = 'thumbnail' | 'thumbnail_small' | 'preview' | 'proof' | 'mls';

/** Each derivative: its long edge in pixels (never enlarged), format and the suffix added to the original's key. */
export const derivativeSpecs = {
  thumbnail: { longEdge: 480, format: 'webp', suffix: '.thumb.webp' },
  preview: { longEdge: 2048, format: 'webp', suffix: '.preview.webp' },
  proof: { longEdge: 1600, format: 'jpeg', suffix: '.proof.jpg' },
  // The MLS long edge is the business's MLS rule; this is the default's.
  mls: { longEdge: defaultMlsLongEdge, format: 'jpeg', suffix: '.mls.jpg' },
  // A grid cell is 145-300 px wide and ~130 px high: this one fills it on an ordinary screen, the 480 one on a dense one.
  thumbnail_small: { longEdge: 240, format: 'webp', suffix: '.thumb-240.webp' },
} as const satisfies Record<DerivativeKind, { longEdge: number; format: 'webp' | 'jpeg'; suffix: string }>;

export const derivativeKinds = Object.keys(derivativeSpecs) as DerivativeKind[];
export const derivativeKey = (originalKey: string, kind: DerivativeKind) => originalKey + derivativeSpecs[kind].suffix;
/** Every key a file's derivatives may occupy, written or not: delete them with the original or a failed job. */
export const derivativeKeysOf = (storageKey: string) => derivativeKinds.map((kind) => derivativeKey(storageKey, kind));
export const isDerivativeKey = (key: string) => derivativeKinds.some((kind) => key.endsWith(derivativeSpecs[kind].suffix));

export const MAX_INPUT_PIXELS = 100_000_000;
/** The MLS rule (a business setting): the long edge and the largest file MLS feeds accept. */
export interface MlsRule {
  longEdge: number;
  maxBytes: number;
}
export const defaultMlsRule: MlsRule = { longEdge: defaultMlsLongEdge, maxBytes: defaultMlsMaxBytes };
/** How a rule is recorded on the file whose MLS copy it made: another rule makes the copy again. */
export const mlsSpecOf = (rule: MlsRule) => `${rule.longEdge}x${rule.maxBytes}`;
/** Tried in turn until the MLS JPEG fits; when the lowest does not, the image shrinks by a sixth and they are tried again. */
const MLS_QUALITIES = [88, 82, 76, 70, 62, 54, 46];

export interface DerivativeOutput {
  kind: DerivativeKind;
  data: Buffer;
  contentType: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
}

export interface DerivativesResult {
  /** The original's size with its EXIF orientation applied. */
  width: number;
  height: number;
  outputs: DerivativeOutput[];
}

export interface ImageProcessor {
  /**
   * Decodes the original once and makes the requested derivatives (all of them by default). The original is
   * a file path, read in pieces; a Buffer only for images already small in memory.
   */
  makeDerivatives(input: string | Buffer, kinds?: readonly DerivativeKind[], options?: { mls?: MlsRule }): Promise<DerivativesResult>;
}

/** An image the processor refuses or cannot read; `retryable` is false when another attempt cannot help. */
export class ImageProcessingError extends Error {
  constructor(
    readonly code: 'IMAGE_TOO_LARGE' | 'IMAGE_UNREADABLE',
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ImageProcessingError';
  }
}

const tooLarge = (pixels?: number) =>
  new ImageProcessingError(
    'IMAGE_TOO_LARGE',
    `The image is too large${pixels ? ` (${Math.round(pixels / 1e6)} megapixels)` : ''}; the limit is ${MAX_INPUT_PIXELS / 1e6} megapixels`,
    false,
  );

const decodableTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/avif']);

/** Whether the prebuilt sharp decodes this type (its libheif reads AVIF but not HEIC). */
export function canMakeDerivatives(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'image/heic' || type === 'image/heif') return readsHeic();
  return decodableTypes.has(type === 'image/jpg' ? 'image/jpeg' : type);
}
// The prebuilt binaries carry libheif with the AV1 codec only; HEIC needs a libvips built with libde265.
const readsHeic = () => (sharp().format.heif.input.fileSuffix ?? []).some((suffix) => suffix === '.heic');

/** The largest width x height with `longEdge` as the long side, never larger than the source. */
export function fitInside(width: number, height: number, longEdge: number) {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Raw = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };

const fromRaw = (raw: Raw) => sharp()(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });

async function resizeRaw(source: Raw, longEdge: number): Promise<Raw> {
  const size = fitInside(source.width, source.height, longEdge);
  if (size.width === source.width && size.height === source.height) return source;
  const { data, info } = await fromRaw(source).resize({ ...size, fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

// JPEG has no alpha: transparent areas become white rather than black.
const opaque = (raw: Raw) => (raw.channels === 4 || raw.channels === 2 ? fromRaw(raw).flatten({ background: '#ffffff' }) : fromRaw(raw));

export interface SharpImageProcessorOptions {
  /** libvips threads per image; the default is every core (one job runs at a time). */
  concurrency?: number;
  webpEffort?: number;
}

export function createSharpImageProcessor({ concurrency = availableParallelism(), webpEffort = 2 }: SharpImageProcessorOptions = {}): ImageProcessor {

  /** Quality steps down until the JPEG is under the cap; past the lowest quality the image shrinks, so the cap always holds. */
  async function mlsJpeg(raw: Raw, maxBytes: number): Promise<{ data: Buffer; width: number; height: number }> {
    let source = raw;
    for (;;) {
      let data = Buffer.alloc(0);
      for (const quality of MLS_QUALITIES) {
        // mozjpeg's trellis quantisation without its scan search, which costs a third more time for ~2% in size.
        // No withMetadata: the JPEG carries no EXIF, XMP or IPTC, only the sRGB profile.
        data = await opaque(source).jpeg({ quality, mozjpeg: true, optimiseScans: false }).withIccProfile('srgb').toBuffer();
        if (data.length <= maxBytes) return { data, width: source.width, height: source.height };
      }
      if (Math.max(source.width, source.height) <= 64) return { data, width: source.width, height: source.height };
      source = await resizeRaw(source, Math.floor((Math.max(source.width, source.height) * 5) / 6));
    }
  }

  const encoders: Record<Exclude<DerivativeKind, 'mls'>, (raw: Raw) => Promise<Buffer>> = {
    thumbnail: (raw) => fromRaw(raw).webp({ quality: 78, effort: webpEffort }).toBuffer(),
    thumbnail_small: (raw) => fromRaw(raw).webp({ quality: 78, effort: webpEffort }).toBuffer(),
    preview: (raw) => fromRaw(raw).webp({ quality: 82, effort: webpEffort }).toBuffer(),
    proof: (raw) =>
      opaque(raw)
        .composite([{ input: proofWatermarkSvg(raw.width, raw.height) }])
        .jpeg({ quality: 80 })
        .toBuffer(),
  };

  return {
    async makeDerivatives(source, kinds = derivativeKinds, { mls = defaultMlsRule } = {}) {
      const longEdgeOf = (kind: DerivativeKind) => (kind === 'mls' ? mls.longEdge : derivativeSpecs[kind].longEdge);
      const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
      // Process-wide: sharp defaults to one thread on glibc.
      sharp().concurrency(concurrency);
      let raw: Raw;
      let original: { width: number; height: number };
      try {
        const metadata = await sharp()(source, options).metadata();
        if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooLarge(metadata.width * metadata.height);
        original = metadata.autoOrient;
        // One decode for every output: JPEG shrink-on-load straight to the largest size needed, in sRGB.
        const largest = Math.max(...kinds.map(longEdgeOf));
        const { data, info } = await sharp()(source, options)
          .autoOrient()
          .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
          .toColourspace('srgb')
          .raw()
          .toBuffer({ resolveWithObject: true });
        raw = { data, width: info.width, height: info.height, channels: info.channels };
      } catch (error) {
        if (error instanceof ImageProcessingError) throw error;
        const message = error instanceof Error ? error.message : String(error);
        if (/pixel limit/i.test(message)) throw tooLarge();
        throw new ImageProcessingError('IMAGE_UNREADABLE', `The image could not be read: ${message}`, true);
      }

      const outputs = await Promise.all(
        kinds.map(async (kind): Promise<DerivativeOutput> => {
          const spec = derivativeSpecs[kind];
          const resized = await resizeRaw(raw, longEdgeOf(kind));
          if (kind === 'mls') return { kind, contentType: 'image/jpeg', ...(await mlsJpeg(resized, mls.maxBytes)) };
          const data = await encoders[kind](resized);
          const contentType = spec.format === 'webp' ? 'image/webp' : 'image/jpeg';
          return { kind, data, contentType, width: resized.width, height: resized.height };
        }),
      );
      return { width: original.width, height: original.height, outputs };
    },
  };
}

// The watermark's letters are strokes, not <text>: a server without fonts would render nothing.
const glyphs: Record<string, string> = {
  P: 'M8 100V0H34C64 0 64 52 34 52H8',
  R: 'M8 100V0H34C64 0 64 52 34 52H8M32 52L58 100',
  O: 'M30 0C-10 0-10 100 30 100C70 100 70 0 30 0Z',
  F: 'M8 100V0H56M8 48H46',
};
const word = [...'PROOF'].map((letter, i) => `<path transform="translate(${i * 78} 0)" d="${glyphs[letter]}"/>`).join('');
const wordWidth = 78 * 5;

/** 'PROOF' repeated in rows along the image's diagonal: a white stroke over a wider dark one, half transparent. */
export function proofWatermarkSvg(width: number, height: number): Buffer {
  const scale = Math.max(width, height) / 1600;
  const [stepX, stepY] = [(wordWidth + 150) * scale, 260 * scale];
  const diagonal = Math.hypot(width, height);
  const [cols, rows] = [Math.ceil(diagonal / stepX / 2) + 1, Math.ceil(diagonal / stepY / 2) + 1];
  const uses: string[] = [];
  for (let r = -rows; r <= rows; r++) {
    for (let c = -cols; c <= cols; c++) {
      const x = width / 2 + (c + (r % 2) / 2) * stepX;
      const y = height / 2 + r * stepY;
      uses.push(`<use href="#w" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})"/>`);
    }
  }
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
      `<g id="w" fill="none" stroke-linecap="round" stroke-linejoin="round" transform="translate(${-wordWidth / 2} -50)">` +
      `<g stroke="#1a1a1a" stroke-width="24">${word}</g><g stroke="#fff" stroke-width="13">${word}</g></g></defs>` +
      `<g opacity="0.4" transform="rotate(${angle.toFixed(2)} ${width / 2} ${height / 2})">${uses.join('')}</g></svg>`,
  );
}
