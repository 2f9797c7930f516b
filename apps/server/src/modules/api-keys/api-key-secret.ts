import { randomBytes } from 'node:crypto';
import { hashTokenSecret } from '../auth/token-secret.ts';

/** What every key starts with, so a key is recognisable in a config file or a leaked log. */
export const apiKeyMark = 'pk_';
/** Characters of a key kept (and listed) to tell keys apart: the mark and 7 of the secret. */
export const apiKeyPrefixLength = 10;

// 32 random bytes in base64url are 43 characters; a login token is exactly those 43 with no mark,
// so a login token that happens to start with "pk_" is never taken for a key.
const keyShape = /^pk_[A-Za-z0-9_-]{43}$/;

/** A new key: `pk_` and 256 random bits, URL-safe. Only its SHA-256 is stored. */
export function newApiKey() {
  const key = `${apiKeyMark}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashTokenSecret(key), prefix: key.slice(0, apiKeyPrefixLength) };
}

/** Whether a credential from the Authorization header is an API key rather than a login token. */
export const isApiKey = (credential: string) => keyShape.test(credential);
