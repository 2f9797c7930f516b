import { z } from 'zod';
import { moneyString } from './list.ts';

/** How a payment was made: online by card through the payment provider, or recorded by staff (Mark Paid). */
export const paymentProviders = ['stripe', 'manual'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** How an invoice was paid, in the words a reader needs: by card online, or recorded by the studio. */
export const paymentMethods = ['card', 'manual'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodOf = (provider: PaymentProvider): PaymentMethod => (provider === 'stripe' ? 'card' : 'manual');

/**
 * One payment of an invoice, as staff see it on the invoice card. An invoice that is paid has exactly
 * one payment without `refunded_at`; a refund (or Mark Unpaid) ends it and the invoice is not paid again.
 */
export const payment = z.object({
  id: z.number().int(),
  provider: z.enum(paymentProviders),
  amount: moneyString,
  currency: z.string(),
  paid_at: z.string(),
  /** When the payment stopped counting: refunded in full by the provider, or Mark Unpaid. */
  refunded_at: z.string().nullable(),
  /** The provider's Checkout Session, PaymentIntent and Charge ids (null for a manual payment, or not yet known). */
  session_id: z.string().nullable(),
  payment_intent_id: z.string().nullable(),
  charge_id: z.string().nullable(),
  /** Who recorded a manual payment (staff); null for an online one. */
  recorded_by: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;

/** Where to send the client to pay: the provider's hosted checkout page. */
export const invoiceCheckout = z.object({ checkout_url: z.string() });
export type InvoiceCheckout = z.infer<typeof invoiceCheckout>;
