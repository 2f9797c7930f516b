import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export function newTokenSecret() {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashTokenSecret(secret) };
}

export const hashTokenSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Reads `Token <t>` or `Bearer <t>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^(?:Token|Bearer)\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
