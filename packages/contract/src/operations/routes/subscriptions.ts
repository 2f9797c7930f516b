import { defineRoutes } from '../define.ts';

const manage = { permission: 'subscriptions.manage' } as const;

export const subscriptionRoutes = defineRoutes({
  listPlans: { method: 'GET', path: '/api/v1/plans/', access: manage },
  updatePlan: { method: 'POST', path: '/api/v1/plans/:id/', access: manage },
  listSubscriptions: { method: 'GET', path: '/api/v1/subscriptions/', access: manage },
  createSubscription: { method: 'POST', path: '/api/v1/subscriptions/', access: manage },
  cancelSubscription: { method: 'POST', path: '/api/v1/subscriptions/:id/', access: manage },
});
export type SubscriptionOperationName = keyof typeof subscriptionRoutes;
