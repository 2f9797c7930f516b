import type { BillingCycle } from '@portal/contract';

/**
 * The end of a billing period: one month or one year after the start, on the same
 * day where the month has it and on its last day where it does not (31 Jan + 1 month = 28/29 Feb).
 */
export function endDateOf(startDate: string, cycle: BillingCycle): string {
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const targetYear = cycle === 'yearly' ? year + 1 : year + Math.floor(month / 12);
  const targetMonth = cycle === 'yearly' ? month - 1 : month % 12; // 0-based
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** What a cycle costs from the plan's monthly price: a year is twelve months. */
export const cyclePrice = (monthlyCents: bigint, cycle: BillingCycle) => (cycle === 'yearly' ? monthlyCents * 12n : monthlyCents);
