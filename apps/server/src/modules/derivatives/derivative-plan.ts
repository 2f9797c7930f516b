import { canMakeDerivatives } from './image-processor.ts';

/** What a new file gets: derivatives queued, none (a type the decoder cannot read), or skipped with the reason shown. */
export type DerivativePlan = { status: 'pending' } | { status: 'none' } | { status: 'skipped'; reason: string };

const readable = (bytes: number) => (bytes >= 1024 ** 2 ? `${Math.round(bytes / 1024 ** 2)} MB` : `${bytes}-byte`);

/** Originals over `maxOriginalBytes` are stored and listed, but no preview is made of them. */
export function planDerivatives(file: { contentType: string; size: number }, maxOriginalBytes: number): DerivativePlan {
  if (!canMakeDerivatives(file.contentType)) return { status: 'none' };
  if (file.size > maxOriginalBytes) {
    return { status: 'skipped', reason: `No preview: the file is larger than the ${readable(maxOriginalBytes)} limit for previews` };
  }
  return { status: 'pending' };
}
