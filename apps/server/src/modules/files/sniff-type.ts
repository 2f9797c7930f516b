import type { FileKind } from '@portal/contract';

export interface SniffedType {
  contentType: string;
  kind: FileKind;
  /** Whether a browser may show it inline: images it cannot run (no SVG), video, audio and PDF. */
  inlineSafe: boolean;
}

/** How many leading bytes the detection reads. */
export const sniffBytes = 4100;

const inlineImages = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']);
const documentTypes = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/rtf',
  'text/plain',
]);

function kindOf(contentType: string): FileKind {
  if (contentType.startsWith('image/') && contentType !== 'image/svg+xml') return 'image';
  if (contentType.startsWith('video/')) return 'video';
  if (documentTypes.has(contentType)) return 'document';
  return 'other';
}

/** Text with no control bytes besides tab and line breaks, and not markup a browser would run. */
function looksLikePlainText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  for (const byte of head) if (byte < 9 || (byte > 13 && byte < 32) || byte === 127) return false;
  const start = Buffer.from(head.subarray(0, 512)).toString('utf8').trimStart().toLowerCase();
  return !/^<(!doctype|html|svg|\?xml|script|head|body|iframe|div)/.test(start);
}

/**
 * The type from the bytes, never from the name: a '.jpg' holding HTML is
 * application/octet-stream and is only ever served as an attachment.
 */
export async function sniffType(head: Uint8Array): Promise<SniffedType> {
  // Loaded with the first upload rather than at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  const contentType = detected?.mime ?? (looksLikePlainText(head) ? 'text/plain' : 'application/octet-stream');
  return { contentType, kind: kindOf(contentType), inlineSafe: isInlineSafe(contentType) };
}

/** Whether a stored content type may be shown inline (the same rule, for rows already stored). */
export function isInlineSafe(contentType: string): boolean {
  return inlineImages.has(contentType) || contentType.startsWith('video/') || contentType.startsWith('audio/') || contentType === 'application/pdf';
}
