import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favourites, files } from '../../db/schema/index.ts';

/** The client account a favourite belongs to: a company login, or a client person (a user). */
export interface FavouriteAccount {
  kind: 'user' | 'company';
  id: number;
}

const ofAccount = (account: FavouriteAccount) => and(eq(favourites.accountKind, account.kind), eq(favourites.accountId, account.id));

/** Favourite marks on files. Callers check the project is in the actor's scope first. */
export function createFavouritesRepository(db: Db) {
  return {
    /** Marks the file when it is in the project; marking twice, or a file deleted meanwhile, inserts nothing. */
    /** Answers whether it marked anything. */
    async mark(projectId: number, fileId: number, account: FavouriteAccount, tx: Db = db) {
      const inserted = await tx.execute(sql`insert into ${favourites} (file_id, project_id, account_kind, account_id)
        select ${files.id}, ${files.projectId}, ${account.kind}, ${account.id}::int from ${files} where ${files.id} = ${fileId} and ${files.projectId} = ${projectId}
        on conflict do nothing returning 1`);
      return inserted.rows.length > 0;
    },

    /** Answers whether there was a mark to remove. */
    async unmark(projectId: number, fileId: number, account: FavouriteAccount, tx: Db = db) {
      const deleted = await tx.delete(favourites).where(and(eq(favourites.projectId, projectId), eq(favourites.fileId, fileId), ofAccount(account))).returning({ fileId: favourites.fileId });
      return deleted.length > 0;
    },

    /** How many accounts marked the file, and whether this one did. */
    async stateOf(fileId: number, account: FavouriteAccount, tx: Db = db) {
      const [row] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          mine: sql<boolean>`coalesce(bool_or(${favourites.accountKind} = ${account.kind} and ${favourites.accountId} = ${account.id}), false)`,
        })
        .from(favourites)
        .where(eq(favourites.fileId, fileId));
      return { favouriteCount: row?.count ?? 0, isFavourite: row?.mine ?? false };
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
