import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies, loginTokens, passwordTokens, users } from '../../db/schema/index.ts';

export type PasswordTokenPurpose = 'reset' | 'invite';

/** The account a password link sets the password of. */
export interface LinkAccount {
  kind: 'user' | 'company';
  id: number;
}

const personCompany = alias(companies, 'person_company');

const ownedBy = (account: LinkAccount) => (account.kind === 'user' ? eq(passwordTokens.userId, account.id) : eq(passwordTokens.companyId, account.id));
const sessionsOf = (account: LinkAccount) => (account.kind === 'user' ? eq(loginTokens.userId, account.id) : eq(loginTokens.companyId, account.id));

/** Password links and what using one writes. Read by hash, before anyone is signed in, so no actor scope. */
export function createPasswordTokensRepository(db: Db) {
  return {
    async insert(values: { tokenHash: string; purpose: PasswordTokenPurpose; account: LinkAccount; createdAt: Date; expiresAt: Date }) {
      const { account, ...rest } = values;
      await db.insert(passwordTokens).values({
        ...rest,
        accountKind: account.kind,
        userId: account.kind === 'user' ? account.id : null,
        companyId: account.kind === 'company' ? account.id : null,
      });
    },

    /** The link and whether its account may still sign in (a client person only while their company is active too). */
    async findByHash(tokenHash: string) {
      const [row] = await db
        .select({
          id: passwordTokens.id,
          purpose: passwordTokens.purpose,
          accountKind: passwordTokens.accountKind,
          userId: passwordTokens.userId,
          companyId: passwordTokens.companyId,
          expiresAt: passwordTokens.expiresAt,
          usedAt: passwordTokens.usedAt,
          userType: users.type,
          accountActive: sql<boolean>`coalesce(${users.isActive} and coalesce(${personCompany.isActive}, true), ${companies.isActive}, false)`,
        })
        .from(passwordTokens)
        .leftJoin(users, eq(users.id, passwordTokens.userId))
        .leftJoin(personCompany, eq(personCompany.id, users.companyId))
        .leftJoin(companies, eq(companies.id, passwordTokens.companyId))
        .where(eq(passwordTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Uses the link and sets the password in one step: the link is claimed only while unused (so two
     * submissions cannot both pass), every other open link of the account dies with it, and every
     * session of the account ends. Answers false when the link was used in the meantime.
     */
    async usePassword(tokenId: number, account: LinkAccount, passwordHash: string, at: Date) {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(passwordTokens)
          .set({ usedAt: at })
          .where(and(eq(passwordTokens.id, tokenId), isNull(passwordTokens.usedAt)))
          .returning({ id: passwordTokens.id });
        if (claimed.length === 0) return false;
        await tx.update(passwordTokens).set({ usedAt: at }).where(and(ownedBy(account), isNull(passwordTokens.usedAt)));
        if (account.kind === 'user') await tx.update(users).set({ passwordHash, passwordChangedAt: at, updatedAt: at }).where(eq(users.id, account.id));
        else await tx.update(companies).set({ passwordHash, updatedAt: at }).where(eq(companies.id, account.id));
        await tx.update(loginTokens).set({ revokedAt: at }).where(and(sessionsOf(account), isNull(loginTokens.revokedAt)));
        return true;
      });
    },
  };
}

export type PasswordTokensRepository = ReturnType<typeof createPasswordTokensRepository>;
