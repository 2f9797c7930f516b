import { authMessages } from '@portal/contract';
import { AppError } from '../../errors.ts';
import type { AuthRepository } from './auth.repository.ts';

/** Failed logins allowed in the window, per account e-mail and per client address. */
export const throttleLimits = { perEmail: 10, perAddress: 50, windowMinutes: 15 } as const;

/** A failure recorded before the password is checked; released when the password is right. */
export interface ThrottleReservation {
  email: string;
  rowIds: number[];
}

export function createLoginThrottle(repo: AuthRepository, clock: () => Date) {
  return {
    /**
     * Counts this attempt as a failure before its password is checked, so parallel attempts
     * cannot all pass the count first; throws 429 when the window is full.
     */
    async reserve(email: string, address: string): Promise<ThrottleReservation> {
      const at = clock();
      const since = new Date(at.getTime() - throttleLimits.windowMinutes * 60_000);
      const rowIds = await repo.reserveFailure({ email, address }, { since, at }, throttleLimits);
      if (!rowIds) throw new AppError('TOO_MANY_ATTEMPTS', authMessages.tooManyAttempts);
      return { email, rowIds };
    },
    /** The password was wrong: the reservation stays as the failure; old rows go. */
    async confirmFailure() {
      await repo.pruneFailures(new Date(clock().getTime() - 24 * 3_600_000));
    },
    /** The password was right: this attempt and the e-mail's earlier failures are forgotten. */
    async release(reservation: ThrottleReservation) {
      await repo.releaseFailures(reservation.rowIds);
      await repo.clearFailures(reservation.email);
    },
  };
}
