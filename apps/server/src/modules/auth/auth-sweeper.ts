import type { AuthRepository } from './auth.repository.ts';
import { throttleLimits } from './login-throttle.ts';

/** An expired token is kept a week past its expiry (to tell "signed out" from "never signed in"), then deleted. */
export const expiredTokenGraceMs = 7 * 24 * 3_600_000;

/**
 * Deletes what sign-in no longer needs: tokens a week past their expiry and failed logins older than
 * the throttle window. Runs as the scheduled `sweep.login_records` job.
 */
export function createAuthSweeper({
  repo,
  clock = () => new Date(),
}: {
  repo: Pick<AuthRepository, 'pruneExpiredTokens' | 'pruneFailures'>;
  clock?: () => Date;
}) {
  async function sweepOnce() {
    const now = clock().getTime();
    await repo.pruneExpiredTokens(new Date(now - expiredTokenGraceMs));
    await repo.pruneFailures(new Date(now - throttleLimits.windowMinutes * 60_000));
  }

  return { sweepOnce };
}

export type AuthSweeper = ReturnType<typeof createAuthSweeper>;
