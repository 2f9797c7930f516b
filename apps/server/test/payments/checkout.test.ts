import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoices } from '../../src/db/schema/index.ts';
import type { MailMessage } from '../../src/mail/mailer.ts';
import { databaseSnapshot, useTestApp } from '../test-app.ts';
import { buildPaymentsFixture, checkout, type PaymentsFixture } from './payments-fixture.ts';
import { standInSecretKey, useStripeStandIn } from './stripe-stand-in.ts';

const stripe = useStripeStandIn();
const sent: MailMessage[] = [];
const ctx = useTestApp({ env: () => stripe.env, mailer: { send: async (message) => void sent.push(message) } });
let f: PaymentsFixture;

beforeEach(async () => {
  f = await buildPaymentsFixture(ctx.app, ctx.database.db);
  stripe.sessions.length = 0;
  sent.length = 0;
});

describe('Pay Invoice: a Stripe Checkout Session for the invoice', () => {
  it.each(['company', 'person'] as const)('opens one for the %s account of the invoice’s own company, for the total in minor units of its currency', async (who) => {
    const client = f[who];
    const res = await checkout(ctx.app, client.headers, f.own.invoice.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.sessions).toHaveLength(1);
    const [session] = stripe.sessions;
    expect(res.json()).toEqual({ success: true, data: { checkout_url: `https://checkout.stand-in.test/pay/${session!.id}` } });
    // What the real SDK sent: the server's amount (₹385.00 as 38500 paise), never anything the client said.
    expect(session!.authorization).toBe(`Bearer ${standInSecretKey}`);
    expect(session!.fields).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '38500',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][product_data][name]': `Invoice ${f.own.invoice.invoiceNumber}`,
      'metadata[invoice_id]': String(f.own.invoice.id),
      'payment_intent_data[metadata][invoice_id]': String(f.own.invoice.id),
      customer_email: client.account.email,
      success_url: `https://portal.example.test/client/project/${f.own.project.id}/files?payment=success`,
      cancel_url: `https://portal.example.test/client/project/${f.own.project.id}/files?payment=cancelled`,
    });
  });

  it('charges in the currency the invoice was issued in, whatever the business currency is now', async () => {
    await ctx.database.db.update(invoices).set({ currency: 'AUD', total: '1234.56' }).where(eq(invoices.id, f.own.invoice.id));
    expect((await checkout(ctx.app, f.company.headers, f.own.invoice.id)).statusCode).toBe(200);
    expect(stripe.sessions[0]!.fields).toMatchObject({ 'line_items[0][price_data][unit_amount]': '123456', 'line_items[0][price_data][currency]': 'aud' });
  });

  it('opens one for staff too, prefilled with the company’s e-mail', async () => {
    const res = await checkout(ctx.app, f.staff, f.own.invoice.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.sessions[0]!.fields.customer_email).toBe(f.company.account.email);
  });

  it('refuses another company’s invoice with 404, an editor with 403, and asks Stripe for nothing', async () => {
    const before = await databaseSnapshot(ctx.database.db);
    for (const headers of [f.company.headers, f.person.headers]) {
      const res = await checkout(ctx.app, headers, f.other.invoice.id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await checkout(ctx.app, f.foreign.headers, f.own.invoice.id)).statusCode).toBe(404);
    expect((await checkout(ctx.app, f.editor, f.own.invoice.id)).statusCode).toBe(403);
    expect((await checkout(ctx.app, {}, f.own.invoice.id)).statusCode).toBe(401);
    expect((await checkout(ctx.app, f.company.headers, 999999)).statusCode).toBe(404);
    expect((await checkout(ctx.app, f.company.headers, 'abc')).statusCode).toBe(400);
    expect(stripe.sessions).toEqual([]);
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
  });

  it('keeps a draft from its client (404) until it is sent', async () => {
    await ctx.database.db.update(invoices).set({ sentAt: null }).where(eq(invoices.id, f.own.invoice.id));
    expect((await checkout(ctx.app, f.company.headers, f.own.invoice.id)).statusCode).toBe(404);
    expect((await checkout(ctx.app, f.staff, f.own.invoice.id)).statusCode).toBe(200);
  });

  it('answers 409 for a paid invoice, and for one with nothing to pay', async () => {
    await ctx.database.db.update(invoices).set({ status: 'paid', paidAt: new Date() }).where(eq(invoices.id, f.own.invoice.id));
    const paid = await checkout(ctx.app, f.company.headers, f.own.invoice.id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(`Invoice ${f.own.invoice.invoiceNumber} is already paid.`);
    await ctx.database.db.update(invoices).set({ status: 'not_paid', paidAt: null, total: '0.00' }).where(eq(invoices.id, f.own.invoice.id));
    expect((await checkout(ctx.app, f.company.headers, f.own.invoice.id)).statusCode).toBe(409);
    expect(stripe.sessions).toEqual([]);
  });

  it('answers 503 in words when Stripe fails, and changes nothing', async () => {
    const before = await databaseSnapshot(ctx.database.db);
    stripe.failNext(401);
    const res = await checkout(ctx.app, f.company.headers, f.own.invoice.id);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAVAILABLE', message: expect.stringContaining('Online payment is not available right now') });
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
  });

  it('says in the invoice e-mail that the client portal pays it by card', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${f.own.invoice.id}/send/`, headers: f.staff })).statusCode).toBe(200);
    await ctx.app.background.runner.drain();
    const [message] = sent.filter((mail) => mail.subject.startsWith('Invoice '));
    expect(message!.text).toContain(`pay it online by card (Pay Invoice) in the client portal: https://portal.example.test/client/project/${f.own.project.id}`);
  });

  it('tells every signed-in account that invoices can be paid online', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/contact/', headers: f.person.headers });
    expect(res.json().data).toMatchObject({ online_payment: true });
  });
});
