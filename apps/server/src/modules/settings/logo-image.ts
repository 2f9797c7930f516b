import { logoTypes, maxLogoBytes } from '@portal/contract';
import { AppError } from '../../errors.ts';
import { loadSharp } from '../../lib/load-sharp.ts';

/** The longest side a stored logo keeps: enough for a sidebar, a sign-in page and a printed invoice header. */
const logoSide = 512;

/** Reads an upload into memory, refusing it as soon as it passes the logo limit. */
export async function readLogoBytes(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxLogoBytes) throw new AppError('PAYLOAD_TOO_LARGE', `logo must be at most ${maxLogoBytes / 1024 / 1024} MB`, [{ field: 'logo', message: 'is too large' }]);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A PNG, JPEG or WebP logo, its type read from the bytes (never the name or the header), redrawn as a
 * PNG of at most 512 px: nothing of the upload but its pixels is ever served back.
 */
export async function normaliseLogo(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'logo: the file is empty', [{ field: 'logo', message: 'the file is empty' }]);
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(logoTypes as readonly string[]).includes(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'logo must be a PNG, JPEG or WebP image', [{ field: 'logo', message: 'must be a PNG, JPEG or WebP image' }]);
  }
  try {
    return await loadSharp()(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: logoSide, height: logoSide, fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  } catch {
    throw new AppError('VALIDATION_FAILED', 'logo: the image cannot be read', [{ field: 'logo', message: 'the image cannot be read' }]);
  }
}
