import { dataResponse, messageResponse } from '../envelope.ts';
import { idParam } from '../list.ts';
import { invoiceCheckout } from '../payments.ts';
import { defineSchemas } from './define.ts';
import type { paymentRoutes } from './routes/payments.ts';

const tag = 'payments';

export const paymentSchemas = defineSchemas<typeof paymentRoutes>()({
  createInvoiceCheckout: {
    tag,
    summary: 'Start paying an unpaid invoice by card: a checkout page of the payment provider for the invoice total (409 when paid, or when online payment is not set up)',
    params: idParam,
    responses: { 200: dataResponse(invoiceCheckout) },
    errors: [400, 401, 403, 404, 409, 503],
  },
  receiveStripeWebhook: {
    tag,
    summary: "Stripe's events (checkout.session.completed, checkout.session.async_payment_succeeded, charge.refunded), signed in the Stripe-Signature header",
    responses: { 200: messageResponse.describe('the event was taken (or knowingly ignored): Stripe stops sending it') },
    errors: [400, 404, 413],
  },
});
