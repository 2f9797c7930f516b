import { authMessages } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { AppError } from '../../errors.ts';
import { hashTokenSecret } from '../auth/token-secret.ts';
import type { ApiKeysRepository, LiveKey } from './api-keys.repository.ts';

/** The rate limit's window: a fixed minute from the key's first call in it. */
const windowMs = 60_000;

/** A key signs in as staff, never the owner, under the id of the owner who created it. */
function keyActor(key: LiveKey): Actor {
  return {
    kind: 'user',
    id: key.ownerId,
    type: 'user',
    username: `API key "${key.name}"`,
    email: '',
    roleId: key.staffRoleId,
    roleName: 'user',
    companyId: null,
    tokenId: null,
    apiKey: { id: key.id, scope: key.scope },
  };
}

/**
 * Signing in with an API key: the key must be live (not revoked, its owner an active owner), and
 * each call is counted against `limitPerMinute` in the key's own row, so every instance shares it.
 */
export function createApiKeyAuth({ keys, limitPerMinute, clock = () => new Date() }: { keys: ApiKeysRepository; limitPerMinute: number; clock?: () => Date }) {
  return {
    /** The key's actor, 401 for an unknown or dead key, 429 with Retry-After past the limit. */
    async signIn(key: string): Promise<Actor> {
      const at = clock();
      const counted = await keys.countCall(hashTokenSecret(key), at, windowMs);
      if (!counted) throw new AppError('INVALID_TOKEN', authMessages.invalidToken);
      if (counted.windowCount > limitPerMinute) {
        const retryAfter = Math.max(1, Math.ceil((counted.windowStartedAt.getTime() + windowMs - at.getTime()) / 1000));
        throw new AppError('TOO_MANY_REQUESTS', `Too many requests with this API key: at most ${limitPerMinute} a minute. Try again in ${retryAfter} seconds.`, undefined, {
          'retry-after': String(retryAfter),
        });
      }
      return keyActor(counted);
    },

    /** The actor of a live key, read without counting a call: following a signed link it was issued. */
    async linkActor(id: number): Promise<Actor | undefined> {
      const key = await keys.findLive(id);
      return key && keyActor(key);
    },
  };
}

export type ApiKeyAuth = ReturnType<typeof createApiKeyAuth>;
