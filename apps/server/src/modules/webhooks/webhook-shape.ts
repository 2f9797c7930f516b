import type { WebhookDelivery, WebhookEndpoint } from '@portal/contract';
import { isoOrNull, isoString } from '../../lib/list.ts';
import type { DeliveryRow, EndpointRow } from './webhooks.repository.ts';

/** An endpoint as the API answers it: never its secret. */
export const toWebhookEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  is_active: row.isActive,
  consecutive_failures: row.consecutiveFailures,
  disabled_at: isoOrNull(row.disabledAt),
  disabled_reason: row.disabledReason,
  created_at: isoString(row.createdAt),
  updated_at: isoString(row.updatedAt),
});

export const toWebhookDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpoint_id: row.endpointId,
  event_id: row.eventId,
  event_type: row.eventType,
  status: row.status,
  attempts: row.attempts,
  response_status: row.responseStatus,
  duration_ms: row.durationMs,
  error: row.error,
  body: row.body,
  created_at: isoString(row.createdAt),
  last_attempt_at: isoOrNull(row.lastAttemptAt),
  next_attempt_at: isoOrNull(row.nextAttemptAt),
});
