import { businessCurrencies } from '@portal/contract';
import { toCents } from '../../lib/money.ts';

/**
 * Decimal places of each currency the business may work in, as the payment provider counts its
 * minor units. Every one of them has two today; a zero-decimal currency (JPY, KRW…) would be 0.
 */
const minorUnitDigits: Record<(typeof businessCurrencies)[number], number> = { INR: 2, USD: 2, AUD: 2, EUR: 2, GBP: 2, NZD: 2, CAD: 2 };

const digitsOf = (currency: string) => {
  const digits = minorUnitDigits[currency.toUpperCase() as keyof typeof minorUnitDigits];
  if (digits === undefined) throw new Error(`No minor unit known for currency ${currency}`);
  return digits;
};

/** An exact decimal amount ("385.00") in the currency's minor units (38500), through integer cents: never a float. */
export function toMinorUnits(amount: string, currency: string): number {
  const cents = toCents(amount);
  if (cents < 0n) throw new Error(`A negative amount cannot be paid: ${amount}`);
  const digits = digitsOf(currency);
  // Amounts are stored with two decimals; a currency with fewer takes whole units only.
  const minor = digits === 2 ? cents : cents / 10n ** BigInt(2 - digits);
  if (digits < 2 && minor * 10n ** BigInt(2 - digits) !== cents) throw new Error(`${amount} has decimals ${currency} does not have`);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`Amount too large: ${amount}`);
  return Number(minor);
}
