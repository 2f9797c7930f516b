import type { SubscriptionOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export const subscriptionsHandlers = (service: SubscriptionsService): OperationHandlers<SubscriptionOperationName> => ({
  listPlans: async (request) => ({ success: true, data: await service.plans(actorOf(request)) }),
  updatePlan: async (request) => ({ success: true, message: 'Plan updated successfully!', data: await service.updatePlan(actorOf(request), request.params.id, request.body) }),
  listSubscriptions: async (request) => ({ success: true, ...(await service.list(actorOf(request), request.query)) }),
  createSubscription: async (request) => ({ success: true, message: 'Subscription created successfully!', data: await service.create(actorOf(request), request.body) }),
  cancelSubscription: async (request) => ({ success: true, message: 'Subscription cancelled successfully!', data: await service.cancel(actorOf(request), request.params.id) }),
});
