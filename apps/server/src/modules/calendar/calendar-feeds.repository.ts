import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, companies, users } from '../../db/schema/index.ts';

export type FeedOwner = { photographerId: number } | { companyId: number };

const columns = {
  id: calendarFeeds.id,
  photographerId: calendarFeeds.photographerId,
  companyId: calendarFeeds.companyId,
  ownerName: sql<string>`coalesce(${users.username}, ${companies.companyName}, '')`,
  prefix: calendarFeeds.prefix,
  createdAt: calendarFeeds.createdAt,
  lastUsedAt: calendarFeeds.lastUsedAt,
  revokedAt: calendarFeeds.revokedAt,
};

const ownerCondition = (owner: FeedOwner) => ('photographerId' in owner ? eq(calendarFeeds.photographerId, owner.photographerId) : eq(calendarFeeds.companyId, owner.companyId));

/** The private feeds: only the SHA-256 of each token is kept. */
export function createCalendarFeedsRepository(db: Db) {
  const select = (tx: Db) => tx.select(columns).from(calendarFeeds).leftJoin(users, eq(users.id, calendarFeeds.photographerId)).leftJoin(companies, eq(companies.id, calendarFeeds.companyId)).$dynamic();

  return {
    /** Feeds in a scope (undefined: all), newest first. */
    list: (scope: SQL | undefined) => select(db).where(scope).orderBy(desc(calendarFeeds.createdAt), desc(calendarFeeds.id)),

    ownerCondition,

    async find(id: number, tx: Db = db) {
      const [row] = await select(tx).where(eq(calendarFeeds.id, id));
      return row;
    },

    /** Revokes the owner's live feed(s) and adds the new one, in the caller's transaction. */
    async replace(owner: FeedOwner, token: { hash: string; prefix: string }, at: Date, tx: Db) {
      await tx.update(calendarFeeds).set({ revokedAt: at }).where(and(ownerCondition(owner), isNull(calendarFeeds.revokedAt)));
      const [row] = await tx
        .insert(calendarFeeds)
        .values({ tokenHash: token.hash, prefix: token.prefix, ...('photographerId' in owner ? { photographerId: owner.photographerId } : { companyId: owner.companyId }), createdAt: at })
        .returning({ id: calendarFeeds.id });
      return row!.id;
    },

    async revoke(id: number, at: Date) {
      await db.update(calendarFeeds).set({ revokedAt: at }).where(and(eq(calendarFeeds.id, id), isNull(calendarFeeds.revokedAt)));
    },

    /** The live feed a token opens, noting its use (at most once a minute). */
    async open(hash: string, at: Date) {
      const [row] = await db
        .select({ id: calendarFeeds.id, photographerId: calendarFeeds.photographerId, companyId: calendarFeeds.companyId, lastUsedAt: calendarFeeds.lastUsedAt })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.tokenHash, hash), isNull(calendarFeeds.revokedAt)));
      if (row && (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() > 60_000)) await db.update(calendarFeeds).set({ lastUsedAt: at }).where(eq(calendarFeeds.id, row.id));
      return row;
    },
  };
}

export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
