import { z } from 'zod';
import { dataResponse, messageResponse } from '../envelope.ts';
import { idParam, idValue } from '../list.ts';
import {
  createWebhookInput,
  updateWebhookInput,
  webhookDelivery,
  webhookDeliveryList,
  webhookDeliveryListQuery,
  webhookEndpoint,
  webhookEndpointWithSecret,
  webhookList,
  webhookListQuery,
} from '../webhooks.ts';
import { defineSchemas } from './define.ts';
import type { webhookRoutes } from './routes/webhooks.ts';

const tag = 'webhooks';
const errors = [400, 401, 403, 404, 409] as const;
const deliveryParams = z.object({ id: idValue('id'), deliveryId: idValue('deliveryId') });

export const webhookSchemas = defineSchemas<typeof webhookRoutes>()({
  listWebhooks: { tag, summary: 'List webhook endpoints (never their secrets)', query: webhookListQuery, responses: { 200: webhookList }, errors },
  createWebhook: {
    tag,
    summary: 'Add a webhook endpoint: the answer carries its signing secret, shown this once',
    body: createWebhookInput,
    responses: { 201: dataResponse(webhookEndpointWithSecret) },
    errors,
  },
  updateWebhook: {
    tag,
    summary: 'Change an endpoint: url, description, events, is_active (turning it on again clears its failures)',
    params: idParam,
    body: updateWebhookInput,
    responses: { 200: dataResponse(webhookEndpoint) },
    errors,
  },
  deleteWebhook: { tag, summary: 'Delete an endpoint and its delivery log', params: idParam, responses: { 200: messageResponse }, errors },
  rollWebhookSecret: {
    tag,
    summary: 'Replace the signing secret; the answer carries the new one, shown this once',
    params: idParam,
    responses: { 200: dataResponse(webhookEndpointWithSecret) },
    errors,
  },
  testWebhook: { tag, summary: 'Queue a signed `ping` event to the endpoint', params: idParam, responses: { 201: dataResponse(webhookDelivery) }, errors },
  listWebhookDeliveries: {
    tag,
    summary: "An endpoint's delivery log, newest first",
    params: idParam,
    query: webhookDeliveryListQuery,
    responses: { 200: webhookDeliveryList },
    errors,
  },
  resendWebhookDelivery: {
    tag,
    summary: 'Send a delivered (or failed) event again, as a new delivery of the same body',
    params: deliveryParams,
    responses: { 201: dataResponse(webhookDelivery) },
    errors,
  },
});
