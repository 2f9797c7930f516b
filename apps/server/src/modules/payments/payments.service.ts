import type { InvoiceCheckout } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import { AppError, invalidFields } from '../../errors.ts';
import { toCents } from '../../lib/money.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import { toMinorUnits } from './minor-units.ts';
import { InvalidSignature, type PaymentEvent, type PaymentProvider, UnreadableEvent } from './payment-provider.ts';
import type { PaymentsRepository } from './payments.repository.ts';

interface Deps {
  invoices: Pick<InvoicesService, 'get' | 'lockForPayment' | 'markPaid' | 'markNotPaid'>;
  payments: PaymentsRepository;
  /** Undefined when online payment is off (no STRIPE_SECRET_KEY). */
  provider: PaymentProvider | undefined;
  transact: Transact;
  /** PUBLIC_URL without a trailing slash: where the provider sends the client back. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

type Completed = Extract<PaymentEvent, { kind: 'checkout.completed' }>;
type Refunded = Extract<PaymentEvent, { kind: 'charge.refunded' }>;

const signatureField = 'Stripe-Signature';

/**
 * Paying invoices online (docs/money.md, "Payments"): a checkout for the invoice total, and the
 * provider's signed events, which mark an invoice paid exactly once and a full refund not paid again.
 * The amount is always the invoice's; an event only ever confirms it.
 */
export function createPaymentsService({ invoices, payments, provider, transact, publicUrl, log }: Deps) {
  /** Marks the session's invoice paid, once: a replay, a second event of the session or a concurrent delivery finds it done. */
  async function completed(event: Completed) {
    const about = { event: event.eventId, session: event.sessionId, invoice: event.invoiceId };
    if (!event.paid) return log.info(about, 'checkout completed; the payment has not arrived yet');
    if (event.invoiceId === undefined) return log.warn(about, 'payment event names no invoice; nothing changed');
    const invoiceId = event.invoiceId;
    await transact(async (tx) => {
      await payments.holdProviderPayment(event.paymentIntentId ?? event.sessionId, tx);
      const invoice = await invoices.lockForPayment(invoiceId, tx);
      if (!invoice) return log.warn(about, 'payment event for an unknown invoice; nothing changed');
      if (await payments.bySession(event.sessionId, tx)) return;
      const due = { amount: toMinorUnits(invoice.total, invoice.currency), currency: invoice.currency.toLowerCase() };
      if (event.amountMinor !== due.amount || event.currency?.toLowerCase() !== due.currency) {
        return log.error({ ...about, paid: { amount: event.amountMinor, currency: event.currency }, due }, 'payment does not match the invoice total; nothing changed, check it in Stripe');
      }
      if (invoice.status === 'paid') return log.warn(about, `invoice ${invoice.invoiceNumber} was already paid; refund this second payment in Stripe`);
      if (!(await payments.recordEvent({ eventId: event.eventId, type: event.eventType, invoiceId, paymentIntentId: event.paymentIntentId }, tx))) return;
      if (event.paymentIntentId && (await payments.refundSeen(event.paymentIntentId, tx))) {
        // Its full refund was delivered first: the payment is kept as refunded and the invoice stays unpaid.
        await payments.insert(
          { invoiceId, provider: 'stripe', amount: invoice.total, currency: invoice.currency, providerSessionId: event.sessionId, providerPaymentIntentId: event.paymentIntentId, paidAt: event.at, refundedAt: event.at },
          tx,
        );
        return log.warn(about, 'payment arrived after its refund; recorded as refunded');
      }
      await invoices.markPaid(null, invoice, { provider: 'stripe', paidAt: event.at, sessionId: event.sessionId, paymentIntentId: event.paymentIntentId }, tx);
      log.info({ ...about, invoiceNumber: invoice.invoiceNumber }, 'invoice paid online');
    });
  }

  /** A full refund of the standing payment sets its invoice back to not paid (downloads lock again); a partial one changes nothing. */
  async function refunded(event: Refunded) {
    const about = { event: event.eventId, charge: event.chargeId, paymentIntent: event.paymentIntentId };
    if (!event.fully) return log.info(about, 'partial refund; the invoice stays paid');
    const paymentIntentId = event.paymentIntentId;
    if (!paymentIntentId) return log.warn(about, 'refund of a charge without a payment intent; nothing changed');
    await transact(async (tx) => {
      await payments.holdProviderPayment(paymentIntentId, tx);
      const payment = await payments.byPaymentIntent(paymentIntentId, tx);
      if (!payment) {
        if (await payments.recordEvent({ eventId: event.eventId, type: event.eventType, paymentIntentId }, tx)) log.warn(about, 'refund of a payment not recorded (yet); kept for when it arrives');
        return;
      }
      if (payment.refundedAt) return;
      const invoice = await invoices.lockForPayment(payment.invoiceId, tx);
      if (!invoice || invoice.status !== 'paid') return;
      if (!(await payments.recordEvent({ eventId: event.eventId, type: event.eventType, invoiceId: invoice.id, paymentIntentId }, tx))) return;
      await invoices.markNotPaid(null, invoice, event.at, tx, { chargeId: event.chargeId });
      log.info({ ...about, invoiceNumber: invoice.invoiceNumber }, 'invoice refunded; not paid again');
    });
  }

  return {
    online: provider !== undefined,

    /** A checkout page for the invoice's total: its own client's (company or person) or staff's, while it is not paid. */
    async checkout(actor: Actor, invoiceId: number): Promise<InvoiceCheckout> {
      requireAccess(actor, 'invoices.pay');
      const invoice = await invoices.get(actor, invoiceId);
      if (invoice.status === 'paid') throw new AppError('CONFLICT', `Invoice ${invoice.invoiceNumber} is already paid.`);
      if (!provider) throw new AppError('CONFLICT', 'Online payment is not set up. Please pay as the studio’s bank details say.');
      if (toCents(invoice.total) <= 0n) throw new AppError('CONFLICT', `Invoice ${invoice.invoiceNumber} has nothing to pay.`);
      const back = `${publicUrl}/client/project/${invoice.projectId}/files`;
      try {
        const session = await provider.createCheckout({
          invoiceId: invoice.id,
          invoiceNumber: invoice.invoiceNumber,
          description: invoice.projectName,
          amountMinor: toMinorUnits(invoice.total, invoice.currency),
          currency: invoice.currency,
          // Staff open it for the company; a client pays as itself.
          customerEmail: 'client_email' in invoice ? invoice.client_email : actor.email || undefined,
          successUrl: `${back}?payment=success`,
          cancelUrl: `${back}?payment=cancelled`,
        });
        return { checkout_url: session.url };
      } catch (error) {
        log.error({ err: error, invoice: invoice.id }, 'could not open a checkout with the payment provider');
        throw new AppError('UNAVAILABLE', 'Online payment is not available right now. Please try again in a few minutes, or contact the studio.');
      }
    },

    /**
     * One event of the provider, its signature checked against the raw body first: a bad one is a
     * 400 and nothing is read. Events the portal does not act on are taken and ignored.
     */
    async receive(signature: string | undefined, body: () => Promise<Buffer>) {
      if (!provider) throw new AppError('NOT_FOUND', 'Online payment is not set up on this portal.');
      if (!signature) invalidFields([{ field: signatureField, message: `${signatureField} header is required` }]);
      let event: PaymentEvent;
      try {
        event = provider.readEvent(await body(), signature);
      } catch (error) {
        if (error instanceof InvalidSignature) {
          log.warn({ reason: error.message }, 'payment webhook refused: bad signature');
          invalidFields([{ field: signatureField, message: `${signatureField} does not match the body, or is too old` }]);
        }
        if (error instanceof UnreadableEvent) invalidFields([{ field: 'body', message: `body: not an event the portal can read (${error.message})` }]);
        throw error;
      }
      if (event.kind === 'checkout.completed') await completed(event);
      else if (event.kind === 'charge.refunded') await refunded(event);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
