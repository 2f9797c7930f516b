import type * as Argon2 from '@node-rs/argon2';
import { lazyRequire } from '../../lib/lazy-require.ts';

/** Loaded with the first sign-in or new password: a restart that signs no one in never needs it. */
const argon2 = lazyRequire<typeof Argon2>('@node-rs/argon2');

// OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 lane.
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export const hashPassword = (password: string) => argon2().hash(password, argon2Options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2().verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when no account matched, so timing reveals nothing. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
