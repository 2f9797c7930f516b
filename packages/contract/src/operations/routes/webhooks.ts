import { defineRoutes } from '../define.ts';

const owner = { permission: 'settings.manage' } as const;

/** The owner's outbound webhooks: endpoints, their delivery log, resend and a test event (docs/webhooks.md). */
export const webhookRoutes = defineRoutes({
  listWebhooks: { method: 'GET', path: '/api/v1/webhooks/', access: owner },
  createWebhook: { method: 'POST', path: '/api/v1/webhooks/', access: owner },
  updateWebhook: { method: 'POST', path: '/api/v1/webhooks/:id/', access: owner },
  deleteWebhook: { method: 'DELETE', path: '/api/v1/webhooks/:id/', access: owner },
  rollWebhookSecret: { method: 'POST', path: '/api/v1/webhooks/:id/roll-secret/', access: owner },
  testWebhook: { method: 'POST', path: '/api/v1/webhooks/:id/test/', access: owner },
  listWebhookDeliveries: { method: 'GET', path: '/api/v1/webhooks/:id/deliveries/', access: owner },
  resendWebhookDelivery: { method: 'POST', path: '/api/v1/webhooks/:id/deliveries/:deliveryId/resend/', access: owner },
});
export type WebhookOperationName = keyof typeof webhookRoutes;
