import { z } from 'zod';
import { descriptionText, listQuery, listResponse, nulFree, updateOf } from './list.ts';

/**
 * Every event an endpoint may subscribe to, in the order the Settings screen offers them. A
 * feature that emits a new event adds it here (and to docs/webhooks.md).
 */
export const webhookEventTypes = [
  'project.created',
  'project.status_changed',
  'project.completed',
  'files.uploaded',
  'invoice.created',
  'invoice.sent',
  'invoice.paid',
  'favourites.updated',
  'order.created',
  'project.scheduled',
  'project.rescheduled',
  'order.cancelled',
  'media.delivered',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Sent by "Send test event" only; no endpoint subscribes to it. */
export const webhookPingEvent = 'ping';

/** What each event means, in the words of the Settings screen. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'project.created': 'A shoot is added',
  'project.status_changed': "A shoot's status changes",
  'project.completed': 'A shoot is completed',
  'files.uploaded': 'Files are uploaded to a shoot',
  'invoice.created': 'An invoice is issued',
  'invoice.sent': 'An invoice is sent',
  'invoice.paid': 'An invoice is marked paid',
  'favourites.updated': 'A client marks or unmarks a favourite',
  'order.created': 'A client books a shoot',
  'project.scheduled': 'A shoot gets its time and photographer',
  'project.rescheduled': "A booked shoot's time or photographer changes",
  'order.cancelled': 'A shoot is cancelled',
  'media.delivered': "A shoot's property website goes live",
};

export const webhookUrlMaxLength = 2000;

const webhookUrl = z
  .string({ error: (issue) => (issue.input === undefined ? 'url is required' : 'url must be text') })
  .trim()
  .min(1, { error: 'url is required' })
  .max(webhookUrlMaxLength, { error: `url must be at most ${webhookUrlMaxLength} characters` })
  .regex(nulFree, { error: 'url must not contain NUL characters' })
  .pipe(z.url({ protocol: /^https?$/, error: 'url must be an http:// or https:// URL' }));

const knownEvent = z.enum(webhookEventTypes, { error: `events: each must be one of ${webhookEventTypes.join(', ')}` });
const webhookEvents = z
  .array(knownEvent, { error: (issue) => (issue.input === undefined ? 'events is required: choose at least one event' : 'events must be a list of event types') })
  .min(1, { error: 'events: choose at least one event' })
  .max(100, { error: 'events: at most 100 entries' })
  // Kept in the contract's order, each once.
  .transform((events) => webhookEventTypes.filter((type) => events.includes(type)));

const webhookFields = {
  url: webhookUrl,
  description: descriptionText('description'),
  events: webhookEvents,
};

export const createWebhookInput = z.object({ ...webhookFields, description: webhookFields.description.optional() });
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

/** Any of url, description, events, is_active; turning an endpoint back on clears its failures. */
export const updateWebhookInput = updateOf({ ...webhookFields, is_active: z.boolean({ error: 'is_active must be true or false' }) });
export type UpdateWebhookInput = z.infer<typeof updateWebhookInput>;

export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  is_active: z.boolean(),
  /** Deliveries that failed in a row; at 50 the endpoint is disabled. */
  consecutive_failures: z.number().int(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** The create (and roll-secret) answer: the signing secret, shown this once. */
export const webhookEndpointWithSecret = webhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

export const webhookStats = z.object({ total: z.number().int(), active: z.number().int(), disabled: z.number().int() });
export const webhookList = listResponse(webhookEndpoint, webhookStats);
export type WebhookList = z.infer<typeof webhookList>;
export const webhookListQuery = listQuery;

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export const webhookDelivery = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The HTTP status of the latest attempt; null when no answer came (timeout, refused connection). */
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The exact JSON body sent. */
  body: z.string(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryStats = z.object({ total: z.number().int(), pending: z.number().int(), succeeded: z.number().int(), failed: z.number().int() });
export const webhookDeliveryList = listResponse(webhookDelivery, webhookDeliveryStats);
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;
export const webhookDeliveryListQuery = listQuery.pick({ page: true, page_size: true }).extend({
  status: z.enum(webhookDeliveryStatuses, { error: `status must be one of ${webhookDeliveryStatuses.join(', ')}` }).optional(),
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuery>;
