import { formatMoney, formatMoneyCompact } from '@portal/contract/money';
import { useMemo } from 'react';
import { useBranding } from '@/lib/branding';

/** Formats an amount: in the business currency unless given another (an invoice's own), grouped as the business locale. */
export interface Money {
  (amount: string | number | null | undefined, currency?: string): string;
  /** The business currency (ISO 4217), for labels such as "Price (INR)". */
  currency: string;
  /** A chart axis figure, short: '₹1.2L', 'A$12K'. */
  compact(amount: number): string;
}

/** Every screen writes amounts through this: the business currency and locale come from the settings, shown to everyone. */
export function useMoney(): Money {
  const { currency, locale } = useBranding();
  return useMemo(() => {
    const money = (amount: string | number | null | undefined, inCurrency: string = currency) => formatMoney(amount, inCurrency, locale);
    return Object.assign(money, { currency, compact: (amount: number) => formatMoneyCompact(amount, currency, locale) });
  }, [currency, locale]);
}

/** An amount where a component is not at hand (table cells, lists): the business currency unless given another. */
export function Money({ amount, currency }: { amount: string | number | null | undefined; currency?: string }) {
  const money = useMoney();
  return <>{money(amount, currency)}</>;
}
