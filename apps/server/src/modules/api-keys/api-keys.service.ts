import type { CreateApiKeyInput, CreatedApiKey } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import { AppError } from '../../errors.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { newApiKey } from './api-key-secret.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';

interface Deps {
  keys: ApiKeysRepository;
  activity: ActivityRepository;
  transact: Transact;
  clock?: () => Date;
}

/** The owner's API keys: created with a scope, shown once, revoked; the studio's, so any owner manages every key. */
export function createApiKeysService({ keys, activity, transact, clock = () => new Date() }: Deps) {
  return {
    list(actor: Actor) {
      requireAccess(actor, 'settings.manage');
      return keys.list();
    },

    /** The answer carries the full key; only its SHA-256 and first characters are kept. */
    async create(actor: Actor, input: CreateApiKeyInput): Promise<CreatedApiKey> {
      requireAccess(actor, 'settings.manage');
      const { key, hash, prefix } = newApiKey();
      return transact(async (tx) => {
        const created = await keys.insert({ name: input.name, scope: input.scope, prefix, keyHash: hash, createdBy: actor.id, createdAt: clock() }, tx);
        await activity.record(actor, { action: 'api_key.created', entityType: 'api_key', entityId: created.id, detail: { name: created.name, scope: created.scope, prefix } }, tx);
        return { ...created, key };
      });
    },

    /** Revoking a revoked key answers it as it is (its first `revoked_at` stays). */
    async revoke(actor: Actor, id: number) {
      requireAccess(actor, 'settings.manage');
      return transact(async (tx) => {
        const { key, changed } = (await keys.revoke(id, clock(), tx)) ?? {};
        if (!key) throw new AppError('NOT_FOUND', 'API key not found.');
        if (changed) await activity.record(actor, { action: 'api_key.revoked', entityType: 'api_key', entityId: key.id, detail: { name: key.name, prefix: key.prefix } }, tx);
        return key;
      });
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
