import {
  createSubscriptionInput,
  dataResponse,
  errorResponse,
  idParam,
  plan,
  subscription,
  subscriptionList,
  subscriptionListQuery,
  updatePlanInput,
  updateSubscriptionInput,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/authenticate.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';
import { permitted } from '../../access/route-access.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['subscriptions'];

export const subscriptionsRoutes = (service: SubscriptionsService): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/plans/', {
    config: { access: permitted('subscriptions.manage') },
    schema: { tags, summary: 'The subscription plans', response: { 200: z.object({ success: z.literal(true), data: z.array(plan) }), ...errors } },
    handler: async (request) => ({ success: true as const, data: await service.plans(actorOf(request)) }),
  });

  app.post('/api/v1/plans/:id/', {
    config: { access: permitted('subscriptions.manage') },
    schema: { tags, summary: "Change a plan's price, limits or features", params: idParam, body: updatePlanInput, response: { 200: dataResponse(plan), ...errors } },
    handler: async (request) => ({ success: true as const, message: 'Plan updated successfully!', data: await service.updatePlan(actorOf(request), request.params.id, request.body) }),
  });

  app.get('/api/v1/subscriptions/', {
    config: { access: permitted('subscriptions.manage') },
    schema: { tags, summary: 'Company subscriptions with their usage', querystring: subscriptionListQuery, response: { 200: subscriptionList, ...errors } },
    handler: async (request) => ({ success: true as const, ...(await service.list(actorOf(request), request.query)) }),
  });

  app.post('/api/v1/subscriptions/', {
    config: { access: permitted('subscriptions.manage') },
    schema: { tags, summary: 'Subscribe a company to a plan', body: createSubscriptionInput, response: { 201: dataResponse(subscription), ...errors } },
    handler: async (request, reply) => {
      const data = await service.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Subscription created successfully!', data });
    },
  });

  app.post('/api/v1/subscriptions/:id/', {
    config: { access: permitted('subscriptions.manage') },
    schema: { tags, summary: 'Cancel a subscription', params: idParam, body: updateSubscriptionInput, response: { 200: dataResponse(subscription), ...errors } },
    handler: async (request) => ({ success: true as const, message: 'Subscription cancelled successfully!', data: await service.cancel(actorOf(request), request.params.id) }),
  });
};
