/** A tus client on the wire (raw fetch), as tus-js-client speaks it: the headers are the protocol's. */
export function tusClient(base: string, headers: Record<string, string>) {
  const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');
  const common = { ...headers, 'tus-resumable': '1.0.0' };
  return {
    metadata: (values: Record<string, string>) =>
      Object.entries(values)
        .map(([key, value]) => `${key} ${b64(value)}`)
        .join(','),
    create(length: number | undefined, metadata: Record<string, string>, extra: Record<string, string> = {}) {
      return fetch(`${base}/api/v1/uploads/tus/`, {
        method: 'POST',
        headers: { ...common, ...(length === undefined ? {} : { 'upload-length': String(length) }), 'upload-metadata': this.metadata(metadata), ...extra },
      });
    },
    head: (location: string) => fetch(`${base}${location}`, { method: 'HEAD', headers: common }),
    patch: (location: string, offset: number, bytes: Uint8Array<ArrayBuffer>) =>
      fetch(`${base}${location}`, { method: 'PATCH', headers: { ...common, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) }, body: bytes }),
    cancel: (location: string) => fetch(`${base}${location}`, { method: 'DELETE', headers: common }),
  };
}

/** `n` bytes that differ from one run to the next and start with no known signature (type: other). */
export function randomBytes(n: number, seed = 1) {
  const bytes = new Uint8Array(n);
  let x = seed * 2654435761;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}
