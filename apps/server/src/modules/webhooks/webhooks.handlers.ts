import type { WebhookOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { WebhooksService } from './webhooks.service.ts';

export const webhooksHandlers = (webhooks: WebhooksService): OperationHandlers<WebhookOperationName> => ({
  listWebhooks: async (request) => ({ success: true, ...(await webhooks.list(actorOf(request), request.query)) }),
  createWebhook: async (request) => ({
    success: true,
    message: 'Webhook endpoint added. Copy its signing secret now: it is not shown again.',
    data: await webhooks.create(actorOf(request), request.body),
  }),
  updateWebhook: async (request) => ({ success: true, message: 'Webhook endpoint updated.', data: await webhooks.update(actorOf(request), request.params.id, request.body) }),
  deleteWebhook: async (request) => {
    await webhooks.remove(actorOf(request), request.params.id);
    return { success: true, message: 'Webhook endpoint deleted.' };
  },
  rollWebhookSecret: async (request) => ({
    success: true,
    message: 'New signing secret made. Copy it now: it is not shown again.',
    data: await webhooks.rollSecret(actorOf(request), request.params.id),
  }),
  testWebhook: async (request) => ({ success: true, message: 'Test event queued.', data: await webhooks.test(actorOf(request), request.params.id) }),
  listWebhookDeliveries: async (request) => ({ success: true, ...(await webhooks.deliveries(actorOf(request), request.params.id, request.query)) }),
  resendWebhookDelivery: async (request) => ({
    success: true,
    message: 'Delivery queued again.',
    data: await webhooks.resend(actorOf(request), request.params.id, request.params.deliveryId),
  }),
});
