import { beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../src/mail/mailer.ts';
import { databaseSnapshot, useTestApp } from '../test-app.ts';
import { buildPaymentsFixture, checkout, deliver, type PaymentsFixture } from './payments-fixture.ts';
import { completedEvent } from './stripe-stand-in.ts';

// No STRIPE_SECRET_KEY: online payment is off, everything else works as before.
const sent: MailMessage[] = [];
const ctx = useTestApp({ mailer: { send: async (message) => void sent.push(message) } });
let f: PaymentsFixture;

beforeEach(async () => {
  f = await buildPaymentsFixture(ctx.app, ctx.database.db);
  sent.length = 0;
});

describe('without a Stripe key', () => {
  it('says so to the client, with the bank details of the business profile to pay by', async () => {
    const saved = await ctx.app.inject({ method: 'POST', url: '/api/v1/settings/business/', headers: f.owner, payload: { name: 'Lens & Light Studio', bank_details: 'Lens & Light Pty Ltd\nBSB 062-000 · Account 1234 5678' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.bank_details).toBe('Lens & Light Pty Ltd\nBSB 062-000 · Account 1234 5678');
    const contact = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/contact/', headers: f.company.headers });
    expect(contact.json().data).toMatchObject({ name: 'Lens & Light Studio', bank_details: 'Lens & Light Pty Ltd\nBSB 062-000 · Account 1234 5678', online_payment: false });
  });

  it('answers a checkout with 409 in words, and the webhook with 404, changing nothing', async () => {
    const before = await databaseSnapshot(ctx.database.db);
    const res = await checkout(ctx.app, f.company.headers, f.own.invoice.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Online payment is not set up');
    expect((await checkout(ctx.app, f.company.headers, f.other.invoice.id)).statusCode).toBe(404);
    expect((await deliver(ctx.app, completedEvent({ invoiceId: f.own.invoice.id, amount: 38500 }))).statusCode).toBe(404);
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
  });

  it('sends the invoice e-mail without a word of paying online', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${f.own.invoice.id}/send/`, headers: f.staff })).statusCode).toBe(200);
    await ctx.app.background.runner.drain();
    const [message] = sent.filter((mail) => mail.subject.startsWith('Invoice '));
    expect(message!.text).toContain('You can view it and download it as a PDF in the client portal');
    expect(message!.text).not.toContain('by card');
  });

  it('still lets staff mark the invoice paid by hand', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${f.own.invoice.id}/`, headers: f.staff, payload: { status: 'paid' } });
    expect(res.json().data).toMatchObject({ status: 'paid', payment_method: 'manual' });
  });
});
