import { z } from 'zod';
import { dataResponse } from '../envelope.ts';
import { idParam } from '../list.ts';
import { createSubscriptionInput, plan, subscription, subscriptionList, subscriptionListQuery, updatePlanInput, updateSubscriptionInput } from '../subscriptions.ts';
import { defineSchemas } from './define.ts';
import type { subscriptionRoutes } from './routes/subscriptions.ts';

const tag = 'subscriptions';
const errors = [400, 401, 403, 404, 409] as const;

export const subscriptionSchemas = defineSchemas<typeof subscriptionRoutes>()({
  listPlans: { tag, summary: 'The subscription plans', responses: { 200: z.object({ success: z.literal(true), data: z.array(plan) }) }, errors },
  updatePlan: { tag, summary: "Change a plan's price, limits or features", params: idParam, body: updatePlanInput, responses: { 200: dataResponse(plan) }, errors },
  listSubscriptions: { tag, summary: 'Company subscriptions with their usage', query: subscriptionListQuery, responses: { 200: subscriptionList }, errors },
  createSubscription: { tag, summary: 'Subscribe a company to a plan', body: createSubscriptionInput, responses: { 201: dataResponse(subscription) }, errors },
  cancelSubscription: { tag, summary: 'Cancel a subscription', params: idParam, body: updateSubscriptionInput, responses: { 200: dataResponse(subscription) }, errors },
});
