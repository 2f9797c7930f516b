import { defineRoutes } from '../define.ts';

/**
 * Paying an invoice online: the checkout for the invoice's own client (and staff), and the payment
 * provider's webhook, public but signed, whose raw body the signature is checked against.
 */
export const paymentRoutes = defineRoutes({
  createInvoiceCheckout: { method: 'POST', path: '/api/v1/invoices/:id/checkout/', access: { permission: 'invoices.pay', target: 'invoice' } },
  receiveStripeWebhook: { method: 'POST', path: '/api/v1/payments/stripe/webhook/', access: { public: true }, upload: 'raw' },
});
export type PaymentOperationName = keyof typeof paymentRoutes;
