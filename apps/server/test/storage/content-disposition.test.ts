import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../src/storage/content-disposition.ts';

describe('contentDisposition', () => {
  it('quotes a plain ASCII name and adds nothing else', () => {
    expect(contentDisposition('attachment', 'plan 2 final.pdf')).toBe('attachment; filename="plan 2 final.pdf"');
    expect(contentDisposition('inline', 'photo.jpg')).toBe('inline; filename="photo.jpg"');
  });

  it('gives a non-ASCII name an ASCII fallback and a UTF-8 filename*', () => {
    expect(contentDisposition('attachment', 'Façade 1.jpg')).toBe(
      `attachment; filename="Facade 1.jpg"; filename*=UTF-8''Fa%C3%A7ade%201.jpg`,
    );
    expect(contentDisposition('attachment', '平面図.pdf')).toBe(`attachment; filename="___.pdf"; filename*=UTF-8''%E5%B9%B3%E9%9D%A2%E5%9B%B3.pdf`);
  });

  it('never lets quotes, backslashes or line breaks out of the quoted fallback', () => {
    const header = contentDisposition('attachment', 'say "hi"\\\r\nX-Evil: 1.txt');
    expect(header).toBe(`attachment; filename="say _hi__X-Evil: 1.txt"; filename*=UTF-8''say%20%22hi%22%5CX-Evil%3A%201.txt`);
    expect(header).not.toMatch(/[\r\n]/);
  });

  it("percent-encodes the characters RFC 8187 does not allow bare: ' ( ) * %", () => {
    expect(contentDisposition('attachment', "it's (100%)*.txt")).toBe(
      `attachment; filename="it's (100_)*.txt"; filename*=UTF-8''it%27s%20%28100%25%29%2A.txt`,
    );
  });

  it('falls back to a name when the given one is empty', () => {
    expect(contentDisposition('attachment', '  ')).toBe('attachment; filename="download"');
  });
});
