import { authMessages } from '@portal/contract';
import { AppError } from '../../errors.ts';
import type { AuthRepository } from './auth.repository.ts';

/** Failed logins allowed in the window, per account e-mail and per client address (decisions section 10). */
export const throttleLimits = { perEmail: 10, perAddress: 50, windowMinutes: 15 } as const;

export function createLoginThrottle(repo: AuthRepository, clock: () => Date) {
  const windowStart = () => new Date(clock().getTime() - throttleLimits.windowMinutes * 60_000);

  return {
    async assertAllowed(email: string, address: string) {
      const since = windowStart();
      const [byEmail, byAddress] = await Promise.all([
        repo.countFailures('email', email, since),
        repo.countFailures('address', address, since),
      ]);
      if (byEmail >= throttleLimits.perEmail || byAddress >= throttleLimits.perAddress) {
        throw new AppError('TOO_MANY_ATTEMPTS', authMessages.tooManyAttempts);
      }
    },
    async recordFailure(email: string, address: string) {
      const now = clock();
      await repo.recordFailure(email, address, now);
      await repo.pruneFailures(new Date(now.getTime() - 24 * 3_600_000));
    },
    clear: (email: string) => repo.clearFailures(email),
  };
}
