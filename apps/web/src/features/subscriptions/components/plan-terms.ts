import { unlimited } from '@portal/contract';

export const isUnlimited = (limit: number) => limit === unlimited;

/** "10 shoots a month" or "Unlimited shoots": a limit as the studio says it, never -1. */
export const limitText = (limit: number, noun: string, per = '') => (isUnlimited(limit) ? `Unlimited ${noun}` : `${limit} ${noun}${per}`);
