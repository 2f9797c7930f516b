import type { OverviewPeriod } from '@portal/contract';
import type { DateRange } from '../finance/finance.repository.ts';

export type { DateRange };

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/** The days a period covers as of `today` (UTC): calendar months, quarters and years, the last twelve months, or since `firstDay`. */
export function periodRange(period: OverviewPeriod, today: Date, firstDay?: string): DateRange {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const day = iso(year, month, today.getUTCDate());
  switch (period) {
    case 'this_month':
      return { from: iso(year, month, 1), to: day };
    case 'last_month':
      return { from: iso(year, month - 1, 1), to: iso(year, month, 0) };
    case 'this_quarter':
      return { from: iso(year, month - (month % 3), 1), to: day };
    case 'this_year':
      return { from: iso(year, 0, 1), to: day };
    case 'last_12_months':
      return { from: iso(year, month - 11, 1), to: day };
    case 'all_time':
      return { from: firstDay && firstDay < day ? firstDay : day, to: day };
  }
}

/** The twelve months (YYYY-MM) ending with the month of `to`, oldest first. */
export function balanceMonths(to: string): string[] {
  const [year, month] = to.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => iso(year, month - 12 + i, 1).slice(0, 7));
}
