import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicTask } from '../../lib/periodic-task.ts';
import type { AuthRepository } from './auth.repository.ts';
import { throttleLimits } from './login-throttle.ts';

/** An expired token is kept a week past its expiry (to tell "signed out" from "never signed in"), then deleted. */
export const expiredTokenGraceMs = 7 * 24 * 3_600_000;

/**
 * Deletes what sign-in no longer needs: tokens a week past their expiry and failed logins older than
 * the throttle window. Runs every `intervalMs`, started and stopped with the storage sweeper.
 */
export function createAuthSweeper({
  repo,
  clock = () => new Date(),
  log,
  intervalMs = 10 * 60_000,
}: {
  repo: Pick<AuthRepository, 'pruneExpiredTokens' | 'pruneFailures'>;
  clock?: () => Date;
  log?: FastifyBaseLogger;
  intervalMs?: number;
}) {
  async function sweepOnce() {
    const now = clock().getTime();
    await repo.pruneExpiredTokens(new Date(now - expiredTokenGraceMs));
    await repo.pruneFailures(new Date(now - throttleLimits.windowMinutes * 60_000));
  }

  const task = createPeriodicTask({ name: 'login records sweep', work: sweepOnce, intervalMs, log });
  return { sweepOnce, start: task.start, stop: task.stop };
}

export type AuthSweeper = ReturnType<typeof createAuthSweeper>;
