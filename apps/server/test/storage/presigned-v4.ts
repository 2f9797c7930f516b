import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The parts of a Koa context a middleware here uses. */
interface KoaContext {
  req: IncomingMessage;
  status: number;
  body: unknown;
  type: string;
}

const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/** Why a presigned (query-string SigV4) request would be refused by S3, or undefined when it is valid. */
export function presignedRefusal(req: IncomingMessage, secretAccessKey: string, now = new Date()): string | undefined {
  const [path = '/', rawQuery = ''] = (req.url ?? '/').split('?', 2) as [string, string?];
  const pairs = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=', 2).map((part) => decodeURIComponent((part ?? '').replace(/\+/g, ' '))) as [string, string]);
  const query = new Map(pairs);
  const amzDate = query.get('X-Amz-Date') ?? '';
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
  const [, ...scopeParts] = (query.get('X-Amz-Credential') ?? '').split('/');
  const issued = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!(issued + Number(query.get('X-Amz-Expires')) * 1000 > now.getTime())) return 'Request has expired';

  const canonicalQuery = pairs
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)])
    .sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method, path, canonicalQuery, canonicalHeaders, signedHeaders.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = scopeParts.join('/');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = scopeParts.reduce<Buffer | string>((k, part) => hmac(k, part), `AWS4${secretAccessKey}`);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return signature === query.get('X-Amz-Signature') ? undefined : 'SignatureDoesNotMatch';
}

/**
 * s3rver does not check SigV4 signatures; S3 does. This Koa middleware refuses a presigned request
 * whose signed headers (Content-Length of a PUT among them) or expiry do not hold, with 403 as S3 would.
 */
export function verifyPresignedV4(secretAccessKey: string) {
  return async (ctx: KoaContext, next: () => Promise<unknown>) => {
    if (!(ctx.req.url ?? '').includes('X-Amz-Algorithm=')) return next();
    const refusal = presignedRefusal(ctx.req, secretAccessKey);
    if (!refusal) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal === 'Request has expired' ? 'AccessDenied' : 'SignatureDoesNotMatch'}</Code><Message>${refusal}</Message></Error>`;
  };
}
