/** The business currency and number locale until the owner chooses others. Free of zod: the first screens read them. */
export const defaultCurrency = 'INR';
export const defaultLocale = 'en-IN';

const decimalPattern = /^-?\d+(\.\d+)?$/;
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, locale: string, compact = false): Intl.NumberFormat {
  const key = `${locale} ${currency} ${compact}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      compact ? { style: 'currency', currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 } : { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount as every screen and the invoice PDF show it: the currency's sign, the locale's grouping
 * and two decimals ('₹1,23,456.50', 'A$1,234.50'). A decimal string is formatted exactly, never
 * through a float; missing or unreadable amounts show as zero. `currency` is an ISO 4217 code: the
 * business currency, or an invoice's own.
 */
export function formatMoney(amount: string | number | null | undefined, currency: string, locale: string = defaultLocale): string {
  const format = moneyFormat(currency, locale);
  if (typeof amount === 'string') {
    const trimmed = amount.trim();
    return decimalPattern.test(trimmed) ? format.format(trimmed as `${number}`) : format.format(0);
  }
  return typeof amount === 'number' && Number.isFinite(amount) ? format.format(amount) : format.format(0);
}

/** A short figure for a chart axis ('₹1.2L', 'A$12K'): the same currency and locale, rounded. */
export const formatMoneyCompact = (amount: number, currency: string, locale: string = defaultLocale) => moneyFormat(currency, locale, true).format(amount);
