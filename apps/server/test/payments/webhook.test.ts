import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoices, paymentEvents, payments, webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.ts';
import { webhookSecrets } from '../../src/modules/webhooks/index.ts';
import { pdfText } from '../pdf-text.ts';
import { databaseSnapshot, testSecretKey, useTestApp } from '../test-app.ts';
import { buildPaymentsFixture, deliver, fetchOriginal, paymentTraces, type PaymentsFixture } from './payments-fixture.ts';
import { completedEvent, refundedEvent, signed, signedText, useStripeStandIn } from './stripe-stand-in.ts';

const stripe = useStripeStandIn();
const ctx = useTestApp({ env: () => stripe.env });
let f: PaymentsFixture;
const total = 38500;

beforeEach(async () => {
  f = await buildPaymentsFixture(ctx.app, ctx.database.db);
});

const paidEvent = (overrides: Partial<Parameters<typeof completedEvent>[0]> = {}) =>
  completedEvent({ invoiceId: f.own.invoice.id, amount: total, session: 'cs_test_own', paymentIntent: 'pi_test_own', ...overrides });

/** Exactly one card payment, one paid entry on the timeline, one receipt e-mail queued. */
async function expectPaidOnce() {
  const traces = await paymentTraces(ctx.database.db, f.own.invoice.id);
  expect(traces.invoice).toMatchObject({ status: 'paid', paidAt: new Date('2026-11-22T10:05:00Z') });
  expect(traces.payments).toHaveLength(1);
  expect(traces.payments[0]).toMatchObject({
    provider: 'stripe',
    amount: '385.00',
    currency: 'INR',
    providerSessionId: 'cs_test_own',
    providerPaymentIntentId: 'pi_test_own',
    paidAt: new Date('2026-11-22T10:05:00Z'),
    refundedAt: null,
    recordedById: null,
  });
  expect(traces.timeline.map((entry) => entry.detail)).toEqual([expect.objectContaining({ from: 'not_paid', to: 'paid', method: 'card', actor_name: 'System' })]);
  expect(traces.receipts).toHaveLength(1);
  return traces;
}

/** Revenue as the Dashboard counts it, after checking the ledger holds the invoice as one income row at most. */
async function revenue() {
  const ledger = (await ctx.app.inject({ method: 'GET', url: '/api/v1/transactions/?type=income', headers: f.owner })).json().data as Array<{ source: string; id: number }>;
  expect(ledger.filter((row) => row.source === 'invoice' && row.id === f.own.invoice.id).length).toBeLessThanOrEqual(1);
  return (await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/', headers: f.staff })).json().data.finance.revenue as string;
}

describe('checkout.session.completed', () => {
  it('marks the invoice paid, records the card payment, logs it, queues the receipt e-mail and unlocks the originals', async () => {
    expect((await fetchOriginal(ctx.app, f.company.headers, f.own.project.id)).statusCode).toBe(403);
    const res = await deliver(ctx.app, paidEvent());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Event received.' });
    await expectPaidOnce();
    expect((await fetchOriginal(ctx.app, f.company.headers, f.own.project.id)).statusCode).toBe(200);
    expect((await fetchOriginal(ctx.app, f.person.headers, f.own.project.id)).statusCode).toBe(200);
    // The client sees how it was paid; staff see the payment on the invoice.
    const client = (await ctx.app.inject({ method: 'GET', url: `/api/v1/invoices/${f.own.invoice.id}/`, headers: f.company.headers })).json().data;
    expect(client).toMatchObject({ status: 'paid', payment_method: 'card' });
    expect(client.payments).toBeUndefined();
    const staff = (await ctx.app.inject({ method: 'GET', url: `/api/v1/invoices/${f.own.invoice.id}/`, headers: f.staff })).json().data;
    expect(staff.payments).toEqual([
      { id: expect.any(Number), provider: 'stripe', amount: '385.00', currency: 'INR', paid_at: '2026-11-22T10:05:00.000Z', refunded_at: null, session_id: 'cs_test_own', payment_intent_id: 'pi_test_own', charge_id: null, recorded_by: null },
    ]);
    const pdf = pdfText((await ctx.app.inject({ method: 'GET', url: `/api/v1/invoices/${f.own.invoice.id}/pdf/`, headers: f.company.headers })).rawPayload);
    expect(pdf).toContain('Paid on 22-11-2026 by card');
  });

  it("tells the owner's webhook endpoints once: one invoice.paid delivery, however often the event comes", async () => {
    const [endpoint] = await ctx.database.db
      .insert(webhookEndpoints)
      .values({ url: 'https://hooks.example.test/portal', events: ['invoice.paid'], secret: webhookSecrets(testSecretKey).seal('whsec_payments') })
      .returning();
    for (let round = 0; round < 2; round++) expect((await deliver(ctx.app, paidEvent({ id: 'evt_told_once' }))).statusCode).toBe(200);
    const told = await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0]!.body)).toMatchObject({ type: 'invoice.paid', data: { invoice: { id: f.own.invoice.id, status: 'paid' } } });
  });

  it('is paid once when the same event is delivered again', async () => {
    expect((await deliver(ctx.app, paidEvent({ id: 'evt_replayed' }))).statusCode).toBe(200);
    const before = await databaseSnapshot(ctx.database.db);
    expect((await deliver(ctx.app, paidEvent({ id: 'evt_replayed' }))).statusCode).toBe(200);
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
    await expectPaidOnce();
    expect(await revenue()).toBe('385.00');
  });

  it('is paid once under 10 parallel deliveries of one event', async () => {
    const event = paidEvent({ id: 'evt_parallel' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(ctx.app, event)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    await expectPaidOnce();
    expect(await ctx.database.db.select().from(paymentEvents)).toHaveLength(1);
  });

  it('is paid once when two different events of one session arrive together', async () => {
    const answers = await Promise.all([
      deliver(ctx.app, paidEvent({ id: 'evt_completed' })),
      deliver(ctx.app, paidEvent({ id: 'evt_async_succeeded', type: 'checkout.session.async_payment_succeeded' })),
      deliver(ctx.app, paidEvent({ id: 'evt_completed' })),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    await expectPaidOnce();
    expect(await revenue()).toBe('385.00');
  });

  it('changes nothing while the payment has not arrived (a delayed method)', async () => {
    const before = await databaseSnapshot(ctx.database.db);
    expect((await deliver(ctx.app, paidEvent({ paid: false }))).statusCode).toBe(200);
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
  });

  it('answers 200 and changes nothing for an invoice it does not know, or an event naming none', async () => {
    const before = await databaseSnapshot(ctx.database.db);
    for (const invoiceId of [999999, null, 'INV-1', '0']) expect((await deliver(ctx.app, paidEvent({ invoiceId, id: `evt_unknown_${String(invoiceId)}` }))).statusCode).toBe(200);
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
  });

  it('changes nothing when the amount or currency paid is not the invoice total', async () => {
    const before = await databaseSnapshot(ctx.database.db);
    expect((await deliver(ctx.app, paidEvent({ amount: 100 }))).statusCode).toBe(200);
    expect((await deliver(ctx.app, paidEvent({ currency: 'usd', session: 'cs_test_other_currency' }))).statusCode).toBe(200);
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
  });

  it('leaves an invoice already marked paid by hand as it was', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${f.own.invoice.id}/`, headers: f.staff, payload: { status: 'paid' } })).statusCode).toBe(200);
    const before = await databaseSnapshot(ctx.database.db);
    expect((await deliver(ctx.app, paidEvent())).statusCode).toBe(200);
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
  });

  it('acts on events it knows and takes the rest without a change', async () => {
    const before = await databaseSnapshot(ctx.database.db);
    const other = { ...paidEvent(), type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } };
    expect((await deliver(ctx.app, other)).statusCode).toBe(200);
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
  });
});

describe('the signature', () => {
  const post = (payload: string, headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url: '/api/v1/payments/stripe/webhook/', headers, payload });

  it('refuses a missing, wrong, foreign or stale signature with a 400 naming Stripe-Signature, and changes nothing', async () => {
    const before = await databaseSnapshot(ctx.database.db);
    const good = signed(paidEvent());
    const stale = signed(paidEvent(), { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const foreign = signed(paidEvent(), { secret: 'whsec_someone_else' });
    const cases: Array<[string, string, Record<string, string>]> = [
      ['no header', good.payload, { 'content-type': 'application/json' }],
      ['a made-up header', good.payload, { ...good.headers, 'stripe-signature': 't=1,v1=deadbeef' }],
      ['signed by another secret', foreign.payload, foreign.headers],
      ['an hour old', stale.payload, stale.headers],
      ['a body changed after signing', good.payload.replace('38500', '1'), good.headers],
    ];
    for (const [name, payload, headers] of cases) {
      const res = await post(payload, headers);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json(), name).toMatchObject({ success: false, message: expect.stringContaining('Stripe-Signature') });
    }
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
  });

  it('checks the bytes as sent, whatever their content type, and refuses a signed body it cannot read with a 400', async () => {
    const { payload, headers } = signed(paidEvent());
    expect((await post(payload, { ...headers, 'content-type': 'text/plain' })).statusCode).toBe(200);
    const notJson = signedText('{"id": ');
    const broken = await post(notJson.payload, notJson.headers);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('body');
    const unreadable = signed({ id: 'evt_x', type: 'charge.refunded', created: 1, data: { object: { id: 'ch_1' } } });
    const res = await post(unreadable.payload, unreadable.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body');
  });

  it('refuses a body over a megabyte with 413', async () => {
    const { headers } = signed({});
    const res = await post(JSON.stringify({ blob: 'x'.repeat(1_100_000) }), headers);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('charge.refunded', () => {
  it('sets a fully refunded invoice back to not paid and locks the originals again; the ledger no longer counts it', async () => {
    await deliver(ctx.app, paidEvent());
    expect(await revenue()).toBe('385.00');
    const res = await deliver(ctx.app, refundedEvent({ paymentIntent: 'pi_test_own', amount: total, charge: 'ch_test_own' }));
    expect(res.statusCode).toBe(200);
    const traces = await paymentTraces(ctx.database.db, f.own.invoice.id);
    expect(traces.invoice).toMatchObject({ status: 'not_paid', paidAt: null });
    expect(traces.payments).toEqual([expect.objectContaining({ refundedAt: new Date('2026-11-23T09:00:00Z'), providerChargeId: 'ch_test_own' })]);
    expect(traces.timeline.map((entry) => entry.detail)).toEqual([expect.objectContaining({ to: 'paid' }), expect.objectContaining({ from: 'paid', to: 'not_paid', reason: 'refunded' })]);
    expect((await fetchOriginal(ctx.app, f.company.headers, f.own.project.id)).statusCode).toBe(403);
    expect(await revenue()).toBe('0.00');

    // Replays of either event change nothing now: the session is paid and refunded for good.
    const before = await databaseSnapshot(ctx.database.db);
    await deliver(ctx.app, refundedEvent({ paymentIntent: 'pi_test_own', amount: total, charge: 'ch_test_own' }));
    await deliver(ctx.app, paidEvent());
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
  });

  it('takes down the property website the payment put live; the next payment puts it back', async () => {
    const listing = async () => (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${f.own.project.id}/listing/`, headers: f.owner })).json().data;
    await deliver(ctx.app, paidEvent());
    const live = await listing();
    expect(live).toMatchObject({ state: 'live', published_by: 'payment' });
    expect((await ctx.app.inject({ method: 'GET', url: live.url })).statusCode).toBe(200);

    await deliver(ctx.app, refundedEvent({ paymentIntent: 'pi_test_own', amount: total, charge: 'ch_test_own' }));
    expect(await listing()).toMatchObject({ state: 'draft', published_by: null, unpublished_at: null });
    expect((await ctx.app.inject({ method: 'GET', url: live.url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: live.unbranded_url })).statusCode).toBe(404);
    const timeline = (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${f.own.project.id}/activity/`, headers: f.owner })).json().data as Array<{ action: string; detail: Record<string, unknown> }>;
    expect(timeline.filter((entry) => entry.action === 'site.unpublished').map((entry) => entry.detail)).toEqual([expect.objectContaining({ slug: live.slug, reason: 'not_paid' })]);

    await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${f.own.invoice.id}/`, headers: f.owner, payload: { status: 'paid' } });
    expect(await listing()).toMatchObject({ state: 'live', published_by: 'payment', slug: live.slug });
  });

  it('leaves a website staff published themselves live when the payment is withdrawn', async () => {
    const published = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${f.own.project.id}/listing/publish/`, headers: f.owner });
    expect(published.json().data).toMatchObject({ state: 'live', published_by: 'staff' });
    await deliver(ctx.app, paidEvent());
    await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${f.own.invoice.id}/`, headers: f.owner, payload: { status: 'not_paid' } });
    const site = (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${f.own.project.id}/listing/`, headers: f.owner })).json().data;
    expect(site).toMatchObject({ state: 'live', published_by: 'staff' });
    expect((await ctx.app.inject({ method: 'GET', url: site.url })).statusCode).toBe(200);
  });

  it('keeps the invoice paid after a partial refund', async () => {
    await deliver(ctx.app, paidEvent());
    const before = await databaseSnapshot(ctx.database.db);
    expect((await deliver(ctx.app, refundedEvent({ paymentIntent: 'pi_test_own', amount: total, refunded: 10000 }))).statusCode).toBe(200);
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
  });

  it('remembers a refund that arrives before its payment: the payment is recorded as refunded and the invoice stays unpaid', async () => {
    expect((await deliver(ctx.app, refundedEvent({ paymentIntent: 'pi_test_own', amount: total }))).statusCode).toBe(200);
    expect((await deliver(ctx.app, paidEvent())).statusCode).toBe(200);
    const traces = await paymentTraces(ctx.database.db, f.own.invoice.id);
    expect(traces.invoice.status).toBe('not_paid');
    expect(traces.payments).toEqual([expect.objectContaining({ providerSessionId: 'cs_test_own', refundedAt: expect.any(Date) })]);
    expect(traces.receipts).toEqual([]);
  });

  it('lets a new checkout pay the invoice again after a refund', async () => {
    await deliver(ctx.app, paidEvent());
    await deliver(ctx.app, refundedEvent({ paymentIntent: 'pi_test_own', amount: total }));
    await deliver(ctx.app, paidEvent({ session: 'cs_test_again', paymentIntent: 'pi_test_again' }));
    const traces = await paymentTraces(ctx.database.db, f.own.invoice.id);
    expect(traces.invoice.status).toBe('paid');
    expect(traces.payments.map((payment) => [payment.providerSessionId, payment.refundedAt === null])).toEqual([
      ['cs_test_own', false],
      ['cs_test_again', true],
    ]);
    expect(await revenue()).toBe('385.00');
  });
});

describe('Mark Paid by hand', () => {
  const setStatus = (status: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${f.own.invoice.id}/`, headers: f.staff, payload: { status } });

  it('records a manual payment by the staff member, ended by Mark Unpaid; the PDF says so and the ledger counts it once', async () => {
    const res = await setStatus('paid');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payments).toEqual([expect.objectContaining({ provider: 'manual', amount: '385.00', currency: 'INR', session_id: null, refunded_at: null, recorded_by: expect.stringMatching(/^staff/) })]);
    expect(res.json().data.payment_method).toBe('manual');
    const traces = await paymentTraces(ctx.database.db, f.own.invoice.id);
    expect(traces.timeline.map((entry) => entry.detail)).toEqual([expect.objectContaining({ to: 'paid', method: 'manual' })]);
    expect(traces.receipts).toHaveLength(1);
    const pdf = pdfText((await ctx.app.inject({ method: 'GET', url: `/api/v1/invoices/${f.own.invoice.id}/pdf/`, headers: f.staff })).rawPayload);
    expect(pdf).toContain('Paid on 22-11-2026 (payment recorded by the studio)');
    expect(await revenue()).toBe('385.00');
    // Paid again: nothing more.
    expect((await setStatus('paid')).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(payments)).toHaveLength(1);

    const unpaid = await setStatus('not_paid');
    expect(unpaid.json().data).toMatchObject({ status: 'not_paid', payment_method: null, payments: [expect.objectContaining({ refunded_at: '2026-11-22T10:00:00.000Z' })] });
    expect(await revenue()).toBe('0.00');
    await setStatus('paid');
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.invoiceId, f.own.invoice.id));
    expect(rows.filter((row) => row.refundedAt === null)).toHaveLength(1);
    expect(rows).toHaveLength(2);
    expect(await revenue()).toBe('385.00');
  });

  it('lets Mark Unpaid end a card payment, and a later refund of it change nothing more', async () => {
    await deliver(ctx.app, paidEvent());
    expect((await setStatus('not_paid')).statusCode).toBe(200);
    const before = await databaseSnapshot(ctx.database.db);
    await deliver(ctx.app, refundedEvent({ paymentIntent: 'pi_test_own', amount: total }));
    expect(await databaseSnapshot(ctx.database.db)).toBe(before);
    expect((await ctx.database.db.select().from(invoices).where(eq(invoices.id, f.own.invoice.id)))[0]!.status).toBe('not_paid');
  });
});
