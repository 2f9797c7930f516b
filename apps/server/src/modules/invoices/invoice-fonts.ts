import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The PDF's fonts: DejaVu Sans has the rupee sign (₹) that the standard PDF fonts lack. */
export const invoiceFonts = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

const require = createRequire(import.meta.url);
const loaded = new Map<string, Buffer>();

/** The font file's bytes, read from the dejavu-fonts-ttf package once per process. */
export function fontBytes(file: string): Buffer {
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    loaded.set(file, bytes);
  }
  return bytes;
}
