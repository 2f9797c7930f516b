import { describe, expect, it } from 'vitest';
import { createSecretSealer } from './sealed-secret.ts';

const serverKey = 'a-server-secret-key-of-at-least-32-characters';

describe('createSecretSealer', () => {
  it('opens what it sealed, and never keeps the plain text in the sealed value', () => {
    const sealer = createSecretSealer(serverKey, 'webhook-secret');
    const sealed = sealer.seal('whsec_plain-secret');
    expect(sealed).not.toContain('whsec_');
    expect(sealed).not.toBe(sealer.seal('whsec_plain-secret'));
    expect(sealer.open(sealed)).toBe('whsec_plain-secret');
  });

  it('refuses a value altered, sealed under another server key, or for another purpose', () => {
    const sealed = createSecretSealer(serverKey, 'webhook-secret').seal('whsec_plain-secret');
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => createSecretSealer(serverKey, 'webhook-secret').open([version, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
    expect(() => createSecretSealer(`${serverKey}-other`, 'webhook-secret').open(sealed)).toThrow();
    expect(() => createSecretSealer(serverKey, 'other-purpose').open(sealed)).toThrow();
    expect(() => createSecretSealer(serverKey, 'webhook-secret').open('whsec_plain-secret')).toThrow('Not a sealed secret');
  });
});
