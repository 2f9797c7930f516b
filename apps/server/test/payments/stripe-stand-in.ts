import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';

export const standInSecretKey = 'sk_test_portal_stand_in';
export const standInWebhookSecret = 'whsec_portal_stand_in_0123456789';

/** One Checkout Session create the SDK sent, its form fields as sent (`line_items[0][price_data][unit_amount]` …). */
export interface SessionCreate {
  id: string;
  authorization: string | undefined;
  fields: Record<string, string>;
}

const fieldsOf = (body: string) => Object.fromEntries(new URLSearchParams(body));

/**
 * A local stand-in for Stripe's API, on 127.0.0.1: it answers the Checkout Session create the
 * real SDK sends (STRIPE_API_BASE points the portal at it) and keeps each request to look at.
 * `failNext(status)` makes the next create fail as Stripe would answer.
 */
export function useStripeStandIn() {
  const sessions: SessionCreate[] = [];
  let failure: number | undefined;
  let count = 0;
  const server = createServer((request: IncomingMessage, response) => {
    void (async () => {
      const body = await text(request);
      const json = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++count}` }).end(JSON.stringify(value));
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url})` } });
      if (failure) {
        const status = failure;
        failure = undefined;
        return json(status, { error: { type: status === 401 ? 'invalid_request_error' : 'api_error', message: 'The stand-in was told to fail' } });
      }
      const fields = fieldsOf(body);
      const id = `cs_test_standin_${++count}`;
      sessions.push({ id, authorization: request.headers.authorization, fields });
      json(200, {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(fields['line_items[0][price_data][unit_amount]']),
        currency: fields['line_items[0][price_data][currency]'],
        customer_email: fields.customer_email ?? null,
        metadata: { invoice_id: fields['metadata[invoice_id]'], invoice_number: fields['metadata[invoice_number]'] },
        success_url: fields.success_url,
        cancel_url: fields.cancel_url,
        url: `https://checkout.stand-in.test/pay/${id}`,
      });
    })();
  });
  const context = {
    sessions,
    env: {} as Record<string, string>,
    failNext: (status: number) => void (failure = status),
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    context.env = { STRIPE_SECRET_KEY: standInSecretKey, STRIPE_WEBHOOK_SECRET: standInWebhookSecret, STRIPE_API_BASE: `http://127.0.0.1:${port}`, PUBLIC_URL: 'https://portal.example.test' };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return context;
}

/** A body as sent and its Stripe-Signature header, signed by the SDK's own test helper. */
export function signedText(payload: string, { secret = standInWebhookSecret, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined && { timestamp }) });
  return { payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json; charset=utf-8' } };
}

/** An event's JSON body and its Stripe-Signature header. */
export const signed = (event: object, options: Parameters<typeof signedText>[1] = {}) => signedText(JSON.stringify(event), options);

let eventSequence = 0;

/** A `checkout.session.completed` event for a session paying the invoice (amount in minor units, lower-case currency). */
export function completedEvent(options: { invoiceId: number | string | null; amount: number; currency?: string; session?: string; paymentIntent?: string; paid?: boolean; type?: string; created?: Date; id?: string }) {
  const n = ++eventSequence;
  return {
    id: options.id ?? `evt_test_completed_${n}`,
    object: 'event',
    type: options.type ?? 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor((options.created ?? new Date('2026-11-22T10:05:00Z')).getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: options.session ?? `cs_test_${n}`,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: options.paid === false ? 'unpaid' : 'paid',
        amount_total: options.amount,
        currency: options.currency ?? 'inr',
        metadata: options.invoiceId === null ? {} : { invoice_id: String(options.invoiceId) },
        payment_intent: options.paymentIntent ?? `pi_test_${n}`,
      },
    },
  };
}

/** A `charge.refunded` event for the charge of a payment intent: in full unless `refunded` is less than `amount`. */
export function refundedEvent(options: { paymentIntent: string; amount: number; refunded?: number; charge?: string; created?: Date; id?: string }) {
  const n = ++eventSequence;
  const refunded = options.refunded ?? options.amount;
  return {
    id: options.id ?? `evt_test_refunded_${n}`,
    object: 'event',
    type: 'charge.refunded',
    api_version: '2025-01-01',
    created: Math.floor((options.created ?? new Date('2026-11-23T09:00:00Z')).getTime() / 1000),
    livemode: false,
    data: {
      object: { id: options.charge ?? `ch_test_${n}`, object: 'charge', amount: options.amount, amount_refunded: refunded, refunded: refunded >= options.amount, payment_intent: options.paymentIntent },
    },
  };
}
