import type { PaymentOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { readRawBody } from '../../lib/raw-body.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { PaymentsService } from './payments.service.ts';

/** A Stripe event is a few kilobytes; a megabyte is ample. */
const webhookBodyLimit = 1024 * 1024;

export const paymentsHandlers = (payments: PaymentsService): OperationHandlers<PaymentOperationName> => ({
  createInvoiceCheckout: async (request) => ({ success: true, data: await payments.checkout(actorOf(request), request.params.id) }),
  // The signature covers the bytes as sent, so the body is read raw, never parsed and re-serialized.
  receiveStripeWebhook: async (request) => {
    const signature = request.headers['stripe-signature'];
    await payments.receive(typeof signature === 'string' ? signature : undefined, () => readRawBody(request.raw, webhookBodyLimit));
    return { success: true as const, message: 'Event received.' };
  },
});
