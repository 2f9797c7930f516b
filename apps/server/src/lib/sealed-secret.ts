import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals secrets the server must read back in plain (a webhook's signing secret), with AES-256-GCM
 * under a key derived from the server's secret key for this one `purpose`: the database alone
 * does not give them away, and a sealed value altered or moved to another purpose does not open.
 */
export function createSecretSealer(secretKey: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'portal sealed secrets', purpose, 32));
  const aad = Buffer.from(purpose);

  return {
    /** `v1.<iv>.<ciphertext>.<tag>`, base64url. */
    seal(plain: string) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },

    /** The plain secret; throws when the value was not sealed with this key and purpose. */
    open(sealed: string) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || body === undefined || !tag) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(aad);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretSealer = ReturnType<typeof createSecretSealer>;
