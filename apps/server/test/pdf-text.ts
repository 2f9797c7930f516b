import { inflateSync } from 'node:zlib';

type CMap = Map<number, string>;

const inflate = (stream: string) => {
  try {
    return inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
  } catch {
    return undefined; // not deflated (font programs are, but are not text)
  }
};

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap's code -> text, from its bfchar and bfrange sections. */
function parseCMap(text: string): CMap {
  const map: CMap = new Map();
  for (const [, section] of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of section!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(code!, 16), utf16(unicode!));
  }
  for (const [, section] of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, list, start] of section!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(?:\[([^\]]*)\]|<([0-9a-f]+)>)/gi)) {
      const from = parseInt(low!, 16);
      const to = parseInt(high!, 16);
      const targets = list ? [...list.matchAll(/<([0-9a-f]+)>/gi)].map(([, hex]) => utf16(hex!)) : [];
      for (let code = from; code <= to; code++) map.set(code, list ? (targets[code - from] ?? '') : String.fromCodePoint(parseInt(start!, 16) + code - from));
    }
  }
  return map;
}

/**
 * The text a PDF shows, one entry per TJ/Tj operator: embedded fonts are read through their
 * ToUnicode maps (two-byte codes), the standard fonts as Latin-1.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream?: string }>();
  for (const [, id, body] of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [dict, stream] = body!.split(/stream\r?\n/, 2) as [string, string | undefined];
    objects.set(id!, { dict, stream: stream?.replace(/\r?\nendstream\s*$/, '') });
  }
  const cmapOfFont = new Map<string, CMap>();
  for (const [, name, fontId] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontId!)?.dict ?? '')?.[1];
    const cmapText = toUnicode && objects.get(toUnicode)?.stream;
    const inflated = cmapText ? inflate(cmapText) : undefined;
    if (inflated) cmapOfFont.set(name!, parseCMap(inflated));
  }

  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream && inflate(stream);
    if (!content || !/\bBT\b/.test(content)) continue;
    let cmap: CMap | undefined;
    for (const [, font, operands] of content.matchAll(/\/(F\d+) [\d.]+ Tf|(\[.*?\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi)) {
      if (font) {
        cmap = cmapOfFont.get(font);
        continue;
      }
      const decode = (hex: string) =>
        cmap ? (hex.match(/.{4}/g) ?? []).map((code) => cmap!.get(parseInt(code, 16)) ?? '').join('') : Buffer.from(hex, 'hex').toString('latin1');
      lines.push([...operands!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => decode(hex!)).join(''));
    }
  }
  return lines;
}
