import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, loginTokens } from '../src/db/schema/index.ts';
import { expiredTokenGraceMs } from '../src/modules/auth/auth-sweeper.ts';
import { throttleLimits } from '../src/modules/auth/login-throttle.ts';
import { createUser } from './factories.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const hour = 3_600_000;

describe('login records sweep', () => {
  it('deletes tokens a week past their expiry and keeps live, recently expired and revoked-but-unexpired ones', async () => {
    const { db } = ctx.database;
    const user = await createUser(db, 'staff');
    const now = ctx.clock.now().getTime();
    const token = (label: string, expiresAt: number, revokedAt?: number) => ({
      tokenHash: `${label}-${randomUUID()}`,
      accountKind: 'user' as const,
      userId: user.id,
      expiresAt: new Date(expiresAt),
      revokedAt: revokedAt === undefined ? null : new Date(revokedAt),
    });
    await db.insert(loginTokens).values([
      token('live', now + 12 * hour),
      token('revoked-live', now + 12 * hour, now - hour),
      token('expired-yesterday', now - 24 * hour),
      token('expired-just-inside-grace', now - expiredTokenGraceMs + hour),
      token('expired-past-grace', now - expiredTokenGraceMs - hour),
      token('expired-long-ago', now - 90 * 24 * hour),
    ]);

    await ctx.app.background.authSweeper.sweepOnce();

    const left = await db.select({ hash: loginTokens.tokenHash }).from(loginTokens).orderBy(asc(loginTokens.id));
    expect(left.map((row) => row.hash.replace(/-[0-9a-f-]{36}$/, ''))).toEqual(['live', 'revoked-live', 'expired-yesterday', 'expired-just-inside-grace']);
  });

  it('deletes failed logins older than the throttle window and keeps those inside it', async () => {
    const { db } = ctx.database;
    const now = ctx.clock.now().getTime();
    const window = throttleLimits.windowMinutes * 60_000;
    const failure = (key: string, ago: number) => ({ keyKind: 'email' as const, key, failedAt: new Date(now - ago) });
    await db.insert(loginFailures).values([failure('recent', 60_000), failure('inside', window - 60_000), failure('outside', window + 60_000), failure('old', 48 * hour)]);

    await ctx.app.background.authSweeper.sweepOnce();

    const left = await db.select({ key: loginFailures.key }).from(loginFailures).orderBy(asc(loginFailures.id));
    expect(left.map((row) => row.key)).toEqual(['recent', 'inside']);
  });
});
