import { gstOn } from '@portal/contract';
import { sql } from 'drizzle-orm';

/**
 * Exact money arithmetic on decimal strings with two places, through integer cents (BigInt):
 * never a float. Every amount is in the business currency, except an issued invoice, which keeps its own.
 */
export function toCents(amount: string | number): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,}))?$/.exec(text);
  if (!match) throw new Error(`Not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2));
  // A third decimal rounds half up, as numeric(…, 2) does in PostgreSQL.
  const rounded = fraction.length > 2 && Number(fraction[2]) >= 5 ? cents + 1n : cents;
  return sign ? -rounded : rounded;
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export const addMoney = (...amounts: Array<string | number>) => fromCents(amounts.reduce<bigint>((sum, a) => sum + toCents(a), 0n));

/** `percent`% of an amount, rounded half up to the cent. */
export function percentOf(amount: string, percent: number): string {
  const scaled = toCents(amount) * BigInt(percent);
  return fromCents((scaled + 50n) / 100n);
}

/** GST per the service's rate: 10-percent is 10% of the base, others 0 (the contract's one rule, which invoices price with). */
export const gstFor = (base: string, gstRate: string) => gstOn(base, gstRate);

/** An SQL amount (a sum, an average) as the API answers it: exact two-place decimal text, 0.00 when there is nothing. */
export const moneyText = (value: unknown) => sql<string>`coalesce(${value}, 0)::numeric(20, 2)::text`;
