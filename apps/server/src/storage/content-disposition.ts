/**
 * A Content-Disposition header value (RFC 6266): a plain-ASCII `filename` for old clients and,
 * when the name needs more, `filename*` in UTF-8 (RFC 8187), which current browsers prefer.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  // Control characters have no place in a file name and CR/LF would split the header.
  // eslint-disable-next-line no-control-regex -- matching them is the point
  const name = fileName.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim() || 'download';
  const fallback = asciiFallback(name);
  const header = `${disposition}; filename="${fallback}"`;
  return fallback === name ? header : `${header}; filename*=UTF-8''${encodeRfc8187(name)}`;
}

function asciiFallback(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '') // the accents NFKD split off: "Façade" reads "Facade"
      // Quotes and backslashes would need escaping that clients handle unevenly; "%" some decode.
      .replace(/[^\x20-\x7e]|["\\%]/g, '_')
  );
}

/** Percent-encodes all but RFC 8187 attr-chars; encodeURIComponent leaves ' ( ) * as they are. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
