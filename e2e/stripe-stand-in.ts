import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { text } from 'node:stream/consumers';
import Stripe from 'stripe';

/** The keys the e2e portal runs with: a stand-in's, never a real Stripe account's. */
const secretKey = 'sk_test_e2e_stand_in';
const webhookSecret = 'whsec_e2e_stand_in_0123456789abcdef';

interface Session {
  id: string;
  amount: number;
  currency: string;
  invoiceId: string;
  invoiceNumber: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
}

/** What the stand-in did when "Pay" was pressed: the event it signed and what the portal answered. */
export interface Delivery {
  session: string;
  event: string;
  status: number;
  at: string;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const formatAmount = (minor: number, currency: string) => `${currency.toUpperCase()} ${(minor / 100).toFixed(2)}`;

function checkoutPage(session: Session) {
  const amount = formatAmount(session.amount, session.currency);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stand-in checkout · ${escape(session.invoiceNumber)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; background: #f6f7fb; color: #1f2937; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border: 1px solid #d1d5db; border-radius: 12px; padding: 2rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  .note { color: #4b5563; font-size: .9rem; margin: 0 0 1.5rem; }
  dl { display: grid; grid-template-columns: 7rem 1fr; gap: .5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #4b5563; }
  dd { margin: 0; overflow-wrap: anywhere; }
  button { width: 100%; font: inherit; font-weight: 600; padding: .75rem; border: 0; border-radius: 8px; background: #4338ca; color: #fff; cursor: pointer; }
  a { color: #3730a3; }
</style>
</head>
<body>
<main>
  <h1>Stand-in checkout</h1>
  <p class="note">A local stand-in for Stripe Checkout, used by the browser journeys. No card is charged.</p>
  <dl>
    <dt>Invoice</dt><dd>${escape(session.invoiceNumber)}</dd>
    <dt>Amount</dt><dd>${escape(amount)}</dd>
    <dt>E-mail</dt><dd>${escape(session.email)}</dd>
  </dl>
  <form method="post" action="/checkout/${escape(session.id)}/pay"><button type="submit">Pay ${escape(amount)}</button></form>
  <p><a href="${escape(session.cancelUrl)}">Cancel and go back</a></p>
</main>
</body>
</html>`;
}

/**
 * A local stand-in for Stripe on 127.0.0.1, started by the e2e setup before the portal (whose
 * STRIPE_API_BASE points here): it answers the Checkout Session create the real SDK sends, serves
 * a checkout page whose Pay button posts the signed `checkout.session.completed` to the portal's
 * webhook and sends the client back to the session's success URL. As with Stripe, the two do not
 * wait for each other: the event is posted `webhookDelayMs` after the client is sent back, so the
 * journey sees the page wait for the payment and unlock the gallery when it lands.
 */
export async function startStripeStandIn({ port, portalUrl, webhookDelayMs = 4_000 }: { port: number; portalUrl: string; webhookDelayMs?: number }) {
  const sessions = new Map<string, Session>();
  const deliveries: Delivery[] = [];
  let count = 0;

  async function deliver(session: Session) {
    const event = {
      id: `evt_standin_${++count}`,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          amount_total: session.amount,
          currency: session.currency,
          customer_email: session.email,
          metadata: { invoice_id: session.invoiceId, invoice_number: session.invoiceNumber },
          payment_intent: `pi_standin_${count}`,
        },
      },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const response = await fetch(`${portalUrl}/api/v1/payments/stripe/webhook/`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    deliveries.push({ session: session.id, event: event.id, status: response.status, at: new Date().toISOString() });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    const json = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (request.headers.authorization !== `Bearer ${secretKey}`) return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const fields = Object.fromEntries(new URLSearchParams(await text(request)));
      const session: Session = {
        id: `cs_test_standin_${++count}`,
        amount: Number(fields['line_items[0][price_data][unit_amount]']),
        currency: fields['line_items[0][price_data][currency]'] ?? '',
        invoiceId: fields['metadata[invoice_id]'] ?? '',
        invoiceNumber: fields['metadata[invoice_number]'] ?? '',
        email: fields.customer_email ?? '',
        successUrl: fields.success_url ?? '',
        cancelUrl: fields.cancel_url ?? '',
      };
      sessions.set(session.id, session);
      return json(200, {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: session.amount,
        currency: session.currency,
        customer_email: session.email,
        metadata: { invoice_id: session.invoiceId, invoice_number: session.invoiceNumber },
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        url: `http://127.0.0.1:${port}/checkout/${session.id}`,
      });
    }
    const page = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(url.pathname);
    const session = page && sessions.get(page[1]!);
    if (session && request.method === 'GET' && !page[2]) return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session));
    if (session && request.method === 'POST' && page[2]) {
      await text(request);
      response.writeHead(303, { location: session.successUrl }).end();
      setTimeout(() => void deliver(session).catch((error: unknown) => deliveries.push({ session: session.id, event: String(error), status: 0, at: new Date().toISOString() })), webhookDelayMs);
      return;
    }
    if (request.method === 'GET' && url.pathname === '/stand-in/deliveries') return json(200, deliveries);
    json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** The settings that point the portal at the stand-in. */
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: `http://127.0.0.1:${port}` },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
