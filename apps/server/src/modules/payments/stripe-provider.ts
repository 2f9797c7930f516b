import type Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { InvalidSignature, type PaymentEvent, type PaymentProvider, UnreadableEvent } from './payment-provider.ts';

const completedTypes = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)]);

/** What the portal reads of a Checkout Session and of a Charge; anything else in them is left alone. */
const checkoutSession = z.object({
  id: z.string(),
  payment_status: z.string(),
  amount_total: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  payment_intent: idOf.nullable().optional(),
});
const charge = z.object({
  id: z.string(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  refunded: z.boolean(),
  payment_intent: idOf.nullable().optional(),
});

const invoiceIdOf = (metadata: Record<string, string> | null | undefined) => {
  const value = metadata?.invoice_id;
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
};

function read<T>(schema: z.ZodType<T>, object: unknown, type: string): T {
  const parsed = schema.safeParse(object);
  if (!parsed.success) throw new UnreadableEvent(`${type}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  return parsed.data;
}

/** The SDK, loaded only where online payment is configured. */
const StripeSdk = lazyRequire<typeof Stripe>('stripe');

/** Stripe behind the payment-provider interface, through its official SDK (STRIPE_API_BASE points it at a stand-in). */
export function createStripeProvider({ secretKey, webhookSecret, apiBase }: NonNullable<Config['stripe']>): PaymentProvider {
  const stripe = new (StripeSdk())(secretKey, { ...apiBase, telemetry: false, maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Portal' } });

  return {
    async createCheckout(request) {
      const invoice = { invoice_id: String(request.invoiceId), invoice_number: request.invoiceNumber };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountMinor, product_data: { name: `Invoice ${request.invoiceNumber}`, description: request.description } },
          },
        ],
        metadata: invoice,
        // The payment and its charges carry the invoice too, as seen in Stripe's dashboard.
        payment_intent_data: { metadata: invoice },
        client_reference_id: String(request.invoiceId),
        ...(request.customerEmail && { customer_email: request.customerEmail }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },

    readEvent(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        if (error instanceof StripeSdk().errors.StripeSignatureVerificationError) throw new InvalidSignature(error.message);
        throw new UnreadableEvent(error instanceof Error ? error.message : String(error));
      }
      const envelope = read(z.object({ id: z.string(), type: z.string(), created: z.number(), data: z.object({ object: z.unknown() }) }), event, 'event');
      const at = new Date(envelope.created * 1000);
      if (completedTypes.has(envelope.type)) {
        const session = read(checkoutSession, envelope.data.object, envelope.type);
        return {
          kind: 'checkout.completed',
          eventId: envelope.id,
          eventType: envelope.type,
          at,
          sessionId: session.id,
          invoiceId: invoiceIdOf(session.metadata),
          paid: session.payment_status === 'paid',
          amountMinor: session.amount_total ?? null,
          currency: session.currency ?? null,
          paymentIntentId: session.payment_intent ?? null,
        } satisfies PaymentEvent;
      }
      if (envelope.type === 'charge.refunded') {
        const refunded = read(charge, envelope.data.object, envelope.type);
        return {
          kind: 'charge.refunded',
          eventId: envelope.id,
          eventType: envelope.type,
          at,
          chargeId: refunded.id,
          paymentIntentId: refunded.payment_intent ?? null,
          fully: refunded.refunded && refunded.amount_refunded >= refunded.amount,
        } satisfies PaymentEvent;
      }
      return { kind: 'other', eventId: envelope.id, eventType: envelope.type };
    },
  };
}
