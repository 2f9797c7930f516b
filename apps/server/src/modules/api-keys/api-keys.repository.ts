import type { ApiKey, ApiKeyScope } from '@portal/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, roles, users } from '../../db/schema/index.ts';
import { isoOrNull, isoString } from '../../lib/list.ts';

const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  scope: apiKeys.scope,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  creatorActive: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${apiKeys.createdBy} and ${users.type} = 'admin' and ${users.isActive})`,
};
type ListedRow = { id: number; name: string; scope: ApiKeyScope; prefix: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null; creatorActive: boolean };

const toApiKey = (row: ListedRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  created_at: isoString(row.createdAt),
  last_used_at: isoOrNull(row.lastUsedAt),
  revoked_at: isoOrNull(row.revokedAt),
  creator_active: Boolean(row.creatorActive),
});

/** A key that may sign in, with what the actor it signs in as needs. */
export interface LiveKey {
  id: number;
  name: string;
  scope: ApiKeyScope;
  /** The owner who created it: the key acts under their id. */
  ownerId: number;
  /** The staff role's id: the key acts as staff. */
  staffRoleId: number;
}

/** A key's call counted in its rate limit window. */
export interface CountedKey extends LiveKey {
  windowStartedAt: Date;
  windowCount: number;
}

// A key signs in while it is not revoked and the owner who created it is still an active owner:
// deleting, deactivating or demoting that account ends its keys too.
const live = and(isNull(apiKeys.revokedAt), eq(users.id, apiKeys.createdBy), eq(users.type, 'admin'), eq(users.isActive, true));
const staffRoleId = sql<number>`(select ${roles.id} from ${roles} where ${roles.name} = 'user')`;
const liveFields = { id: apiKeys.id, name: apiKeys.name, scope: apiKeys.scope, ownerId: users.id, staffRoleId };

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

export function createApiKeysRepository(db: Db) {
  return {
    async list(): Promise<ApiKey[]> {
      const rows = await db.select(listed).from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return rows.map(toApiKey);
    },

    async insert(values: { name: string; scope: ApiKeyScope; prefix: string; keyHash: string; createdBy: number; createdAt: Date }, tx: Db = db): Promise<ApiKey> {
      const [row] = await tx.insert(apiKeys).values(values).returning(listed);
      return toApiKey(row!);
    },

    /** Sets `revoked_at` unless already set: the key as it now is and whether this call revoked it; undefined when no key has this id. */
    async revoke(id: number, at: Date, tx: Db = db): Promise<{ key: ApiKey; changed: boolean } | undefined> {
      const revoked = await tx.update(apiKeys).set({ revokedAt: at }).where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
      const [row] = await tx.select(listed).from(apiKeys).where(eq(apiKeys.id, id));
      return row && { key: toApiKey(row), changed: revoked.length > 0 };
    },

    /**
     * Counts one call of the live key with this hash, in one UPDATE … RETURNING so that every app
     * instance shares the count: a window older than a minute starts again at `at` with this call,
     * otherwise the call is added to it. `last_used_at` moves only when it is a minute old, so most
     * calls leave it be. Undefined when no live key has this hash.
     */
    async countCall(keyHash: string, at: Date, windowMs: number): Promise<CountedKey | undefined> {
      const windowOver = sql`(${apiKeys.windowStartedAt} is null or ${apiKeys.windowStartedAt} <= ${timestamp(new Date(at.getTime() - windowMs))})`;
      const lastUsedStale = sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} <= ${timestamp(new Date(at.getTime() - 60_000))})`;
      const [row] = await db
        .update(apiKeys)
        .set({
          windowStartedAt: sql`case when ${windowOver} then ${timestamp(at)} else ${apiKeys.windowStartedAt} end`,
          windowCount: sql`case when ${windowOver} then 1 else ${apiKeys.windowCount} + 1 end`,
          lastUsedAt: sql`case when ${lastUsedStale} then ${timestamp(at)} else ${apiKeys.lastUsedAt} end`,
        })
        .from(users)
        .where(and(eq(apiKeys.keyHash, keyHash), live))
        .returning({ ...liveFields, windowStartedAt: apiKeys.windowStartedAt, windowCount: apiKeys.windowCount });
      return row && { ...row, windowStartedAt: row.windowStartedAt!, staffRoleId: Number(row.staffRoleId) };
    },

    /** The live key with this id, read without counting a call (a signed link it was issued). */
    async findLive(id: number): Promise<LiveKey | undefined> {
      const [row] = await db.select(liveFields).from(apiKeys).innerJoin(users, eq(users.id, apiKeys.createdBy)).where(and(eq(apiKeys.id, id), live));
      return row && { ...row, staffRoleId: Number(row.staffRoleId) };
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
