/**
 * The one price of an order: the live price the booking form shows and the invoice the server issues
 * are both this function's answer. Free of zod and of floats: amounts are decimal strings, summed
 * as integer cents.
 */

/** A service as it is priced: its name, price and GST rate at this moment. */
export interface PricingService {
  id?: number | null;
  name: string;
  price: string;
  gstRate: string;
  /** 1 unless given. */
  quantity?: number;
}

/** One line of an invoice: a service, its quantity and price, and its GST. */
export interface PricedLine {
  service_id: number | null;
  description: string;
  quantity: number;
  unit_price: string;
  /** unit_price × quantity: the line's part of the base amount. */
  amount: string;
  gst_rate: string;
  gst_amount: string;
  /** amount + gst_amount. */
  total: string;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** The sum of the lines' amounts. */
  baseAmount: string;
  /** The sum of the lines' GST. */
  gstAmount: string;
  /** baseAmount + gstAmount. */
  total: string;
  /** The lines' GST rate when they share one, else `mixed`. */
  gstRate: string;
}

/** The invoice-level rate of an invoice whose lines carry different GST rates. */
export const mixedGstRate = 'mixed';

function toCents(amount: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not a decimal amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2));
  const rounded = fraction.length > 2 && Number(fraction[2]) >= 5 ? cents + 1n : cents;
  return sign ? -rounded : rounded;
}

function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** GST on an amount: `10-percent` is 10% of it (rounded half up to the cent); every other rate adds nothing. */
export function gstOn(amount: string, gstRate: string): string {
  if (gstRate !== '10-percent') return '0.00';
  return fromCents((toCents(amount) * 10n + 50n) / 100n);
}

/** Sums decimal amounts exactly. */
export const sumAmounts = (amounts: readonly string[]) => fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0n));

/** One line per service (GST per line), and the sums the invoice keeps as its base amount, GST and total. */
export function priceServices(services: readonly PricingService[]): PricedOrder {
  const lines = services.map((service): PricedLine => {
    const quantity = service.quantity ?? 1;
    const amount = fromCents(toCents(service.price) * BigInt(quantity));
    const gst = gstOn(amount, service.gstRate);
    return {
      service_id: service.id ?? null,
      description: service.name,
      quantity,
      unit_price: fromCents(toCents(service.price)),
      amount,
      gst_rate: service.gstRate,
      gst_amount: gst,
      total: sumAmounts([amount, gst]),
    };
  });
  const rates = new Set(lines.map((line) => line.gst_rate));
  const baseAmount = sumAmounts(lines.map((line) => line.amount));
  const gstAmount = sumAmounts(lines.map((line) => line.gst_amount));
  return { lines, baseAmount, gstAmount, total: sumAmounts([baseAmount, gstAmount]), gstRate: rates.size === 1 ? [...rates][0]! : rates.size === 0 ? 'no-gst' : mixedGstRate };
}
