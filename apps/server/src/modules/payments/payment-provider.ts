/**
 * The payment provider behind online payment (Stripe today, stripe-provider.ts): it opens a
 * hosted checkout for an amount the portal gives, and reads its signed events. The portal decides
 * amounts from the invoice alone; the provider never does.
 */
export interface CheckoutRequest {
  invoiceId: number;
  invoiceNumber: string;
  /** What the client sees on the checkout page under the invoice number. */
  description: string;
  /** The invoice total in the currency's minor units (cents). */
  amountMinor: number;
  /** ISO 4217, as the invoice was issued. */
  currency: string;
  /** Prefilled on the checkout page. */
  customerEmail: string | undefined;
  successUrl: string;
  cancelUrl: string;
}

/** A provider's event, as far as the portal acts on it. */
export type PaymentEvent =
  | {
      kind: 'checkout.completed';
      eventId: string;
      eventType: string;
      at: Date;
      sessionId: string;
      /** The invoice id the session carries in its metadata (as given when it was opened), or undefined. */
      invoiceId: number | undefined;
      /** Whether the money has arrived (a delayed method completes first and pays later). */
      paid: boolean;
      amountMinor: number | null;
      currency: string | null;
      paymentIntentId: string | null;
    }
  | { kind: 'charge.refunded'; eventId: string; eventType: string; at: Date; chargeId: string; paymentIntentId: string | null; fully: boolean }
  | { kind: 'other'; eventId: string; eventType: string };

/** The signature is missing, stale or does not match the body: nothing in it may be believed. */
export class InvalidSignature extends Error {}
/** A signed body the portal cannot read (not JSON, or not the shape of its type). */
export class UnreadableEvent extends Error {}

export interface PaymentProvider {
  /** Opens a hosted checkout; answers its id and the URL to send the client to. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Checks the signature over the raw body, then reads the event (throws InvalidSignature or UnreadableEvent). */
  readEvent(rawBody: Buffer, signature: string): PaymentEvent;
}
