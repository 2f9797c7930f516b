import { inflateSync } from 'node:zlib';

/** The text a PDF shows: its content streams inflated, each TJ/Tj operator's hex strings joined (one entry a line). */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, stream] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated content stream (fonts, images)
    }
    for (const [operands] of content.matchAll(/\[(.*?)\]\s*TJ|<[0-9a-f]*>\s*Tj/gi)) {
      lines.push([...operands.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''));
    }
  }
  return lines;
}
