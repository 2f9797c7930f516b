import { and, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { dataStampNow } from '../../db/data-stamp.ts';
import { companies, loginFailures, loginTokens, passwordTokens, roles, users } from '../../db/schema/index.ts';

/** An account that can sign in, as both account tables describe it. */
export interface AccountRecord {
  kind: 'user' | 'company';
  id: number;
  type: 'admin' | 'user' | 'client' | 'company';
  username: string;
  email: string;
  roleId: number;
  roleName: string;
  companyId: number | null;
  passwordHash: string | null;
  isActive: boolean;
}

/** A token with the account it signs in, as authentication needs them. */
export interface SessionRecord {
  token: { id: number; expiresAt: Date; revokedAt: Date | null };
  /** Undefined when the account is gone. */
  account: Omit<AccountRecord, 'passwordHash'> | undefined;
  /** The data stamp as the session was read (db/data-stamp.ts). */
  dataStamp: number;
}

/** Advisory lock key spaces of the login throttle, one per kind of key so an e-mail never shares an address's lock. */
const throttleLockSpace = { email: 7_240_001, address: 7_240_002 } as const;

type ThrottleKeyKind = (typeof loginFailures.$inferInsert)['keyKind'];
/** Which rows a throttle counts: failed logins, or password reset requests. */
export interface ThrottleKeyKinds {
  email: ThrottleKeyKind;
  address: ThrottleKeyKind;
}
const loginKeyKinds: ThrottleKeyKinds = { email: 'email', address: 'address' };

const userCompany = alias(companies, 'user_company');
const tokenCompany = alias(companies, 'token_company');

export function createAuthRepository(db: Db) {
  // Every request authenticates: one round trip for the token and its account, prepared (named)
  // so PostgreSQL plans its joins once per connection rather than once per request. The data stamp
  // comes with them, so a list read from its cache costs the request no other round trip.
  const sessions = () =>
    db
    .select({
      tokenId: loginTokens.id,
      accountKind: loginTokens.accountKind,
      expiresAt: loginTokens.expiresAt,
      revokedAt: loginTokens.revokedAt,
      userId: users.id,
      userType: users.type,
      userName: users.username,
      userEmail: users.email,
      userRoleId: users.roleId,
      userRoleName: roles.name,
      userCompanyId: users.companyId,
      // A client person signs in only while their company is active too.
      userActive: sql<boolean>`(${users.isActive} and coalesce(${userCompany.isActive}, true))`,
      companyId: tokenCompany.id,
      companyName: tokenCompany.companyName,
      companyEmail: tokenCompany.email,
      companyActive: tokenCompany.isActive,
      clientRoleId: sql<number | null>`(${db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'client'))})`,
      dataStamp: dataStampNow,
    })
    .from(loginTokens)
    .leftJoin(users, and(eq(loginTokens.accountKind, 'user'), eq(users.id, loginTokens.userId)))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(userCompany, eq(userCompany.id, users.companyId))
    .leftJoin(tokenCompany, and(eq(loginTokens.accountKind, 'company'), eq(tokenCompany.id, loginTokens.companyId)));
  const sessionByTokenHash = sessions().where(eq(loginTokens.tokenHash, sql.placeholder('tokenHash'))).prepare('auth_session_by_token_hash');
  // Signed file links name their session by id and look it up each time they are followed.
  const sessionByTokenId = sessions().where(eq(loginTokens.id, sql.placeholder('tokenId'))).prepare('auth_session_by_token_id');

  function toSessionRecord(row: Awaited<ReturnType<typeof sessionByTokenHash.execute>>[number]): SessionRecord {
    const token = { id: row.tokenId, expiresAt: row.expiresAt, revokedAt: row.revokedAt };
    const { dataStamp } = row;
    if (row.accountKind === 'user') {
      const found = row.userId !== null && row.userRoleName !== null;
      const account = found
        ? { kind: 'user' as const, id: row.userId!, type: row.userType!, username: row.userName!, email: row.userEmail!, roleId: row.userRoleId!, roleName: row.userRoleName!, companyId: row.userCompanyId, isActive: row.userActive }
        : undefined;
      return { token, account, dataStamp };
    }
    const account =
      row.companyId === null
        ? undefined
        : { kind: 'company' as const, id: row.companyId, type: 'company' as const, username: row.companyName!, email: row.companyEmail!, roleId: row.clientRoleId ?? 0, roleName: 'client', companyId: row.companyId, isActive: row.companyActive! };
    return { token, account, dataStamp };
  }

  // Builders are made fresh per query: a drizzle builder is mutated by .where().
  const userAccounts = () =>
    db
    .select({
      id: users.id,
      type: users.type,
      username: users.username,
      email: users.email,
      roleId: users.roleId,
      roleName: roles.name,
      companyId: users.companyId,
      passwordHash: users.passwordHash,
      // A client person signs in only while their company is active too.
      isActive: sql<boolean>`(${users.isActive} and coalesce(${companies.isActive}, true))`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(companies, eq(companies.id, users.companyId));

  const clientRoleId = async () => {
    const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'client'));
    return row?.id ?? 0;
  };

  const companyAccounts = () =>
    db
    .select({
      id: companies.id,
      username: companies.companyName,
      email: companies.email,
      passwordHash: companies.passwordHash,
      isActive: companies.isActive,
    })
    .from(companies);

  async function toCompanyRecords(rows: Awaited<ReturnType<typeof companyAccounts>>): Promise<AccountRecord[]> {
    if (rows.length === 0) return [];
    const roleId = await clientRoleId();
    return rows.map((c) => ({ ...c, kind: 'company', type: 'company', roleId, roleName: 'client', companyId: c.id }));
  }

  return {
    /** Every account with this e-mail (compared without case), users first. */
    async findAccountsByEmail(email: string): Promise<AccountRecord[]> {
      const key = email.toLowerCase();
      const [userRows, companyRows] = await Promise.all([
        userAccounts().where(eq(sql`lower(${users.email})`, key)),
        companyAccounts().where(eq(sql`lower(${companies.email})`, key)),
      ]);
      return [
        ...userRows.map((u) => ({ ...u, kind: 'user' as const })),
        ...(await toCompanyRecords(companyRows)),
      ];
    },

    async insertToken(values: typeof loginTokens.$inferInsert) {
      const [row] = await db.insert(loginTokens).values(values).returning({ id: loginTokens.id });
      return row!;
    },

    async findSession(tokenHash: string): Promise<SessionRecord | undefined> {
      const [row] = await sessionByTokenHash.execute({ tokenHash });
      return row && toSessionRecord(row);
    },

    async findSessionById(tokenId: number): Promise<SessionRecord | undefined> {
      const [row] = await sessionByTokenId.execute({ tokenId });
      return row && toSessionRecord(row);
    },

    async revokeToken(id: number, at: Date) {
      await db.update(loginTokens).set({ revokedAt: at }).where(and(eq(loginTokens.id, id), isNull(loginTokens.revokedAt)));
    },

    /** Ends every open session of an account (password change, deactivation). */
    async revokeAccountTokens(kind: 'user' | 'company', id: number, at: Date) {
      const owner = kind === 'user' ? eq(loginTokens.userId, id) : eq(loginTokens.companyId, id);
      await db.update(loginTokens).set({ revokedAt: at }).where(and(owner, isNull(loginTokens.revokedAt)));
    },

    /** Ends every open session of a company: its own login's and its client persons'. */
    async revokeCompanyTokens(companyId: number, at: Date) {
      const persons = db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
      await db
        .update(loginTokens)
        .set({ revokedAt: at })
        .where(and(or(eq(loginTokens.companyId, companyId), inArray(loginTokens.userId, persons)), isNull(loginTokens.revokedAt)));
    },

    /**
     * Records this attempt as a failure unless the window already holds `limits` failures for its
     * e-mail or address; answers the rows it added, or undefined when over a limit. Per-key advisory
     * locks (e-mail space first, then address space) make the count and the insert one step for
     * parallel attempts.
     */
    async reserveFailure(
      attempt: { email: string; address: string },
      window: { since: Date; at: Date },
      limits: { perEmail: number; perAddress: number },
      kinds: ThrottleKeyKinds = loginKeyKinds,
    ) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${throttleLockSpace.email}, hashtext(${attempt.email}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${throttleLockSpace.address}, hashtext(${attempt.address}))`);
        const failuresOf = async (keyKind: ThrottleKeyKind, key: string) => {
          const [row] = await tx
            .select({ n: count() })
            .from(loginFailures)
            .where(and(eq(loginFailures.keyKind, keyKind), eq(loginFailures.key, key), gt(loginFailures.failedAt, window.since)));
          return row?.n ?? 0;
        };
        if ((await failuresOf(kinds.email, attempt.email)) >= limits.perEmail) return undefined;
        if ((await failuresOf(kinds.address, attempt.address)) >= limits.perAddress) return undefined;
        const rows = await tx
          .insert(loginFailures)
          .values([
            { keyKind: kinds.email, key: attempt.email, failedAt: window.at },
            { keyKind: kinds.address, key: attempt.address, failedAt: window.at },
          ])
          .returning({ id: loginFailures.id });
        return rows.map((row) => row.id);
      });
    },

    /** Takes back a reservation whose password turned out right. */
    async releaseFailures(ids: number[]) {
      if (ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
    },

    async clearFailures(email: string) {
      await db.delete(loginFailures).where(and(eq(loginFailures.keyKind, 'email'), eq(loginFailures.key, email)));
    },

    async pruneFailures(before: Date) {
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
    },

    /** Deletes the sign-in tokens and password links that expired before `before` (no one can use them any more). */
    async pruneExpiredTokens(before: Date) {
      await db.delete(loginTokens).where(lt(loginTokens.expiresAt, before));
      await db.delete(passwordTokens).where(lt(passwordTokens.expiresAt, before));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
