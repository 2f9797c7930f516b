import { webhookPingEvent, type CreateWebhookInput, type ListQuery, type UpdateWebhookInput, type WebhookDeliveryListQuery } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { SecretSealer } from '../../lib/sealed-secret.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { EventPublisher } from './event-publisher.ts';
import { hostOf, resolvePublicAddress, UnsafeAddressError, type ResolveHost } from './outbound-address.ts';
import { toWebhookDelivery, toWebhookEndpoint } from './webhook-shape.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import type { EndpointValues, WebhooksRepository } from './webhooks.repository.ts';

interface Deps {
  repo: WebhooksRepository;
  publisher: Pick<EventPublisher, 'deliver' | 'newEvent'>;
  sealer: SecretSealer;
  transact: Transact;
  allowPrivate: boolean;
  resolve?: ResolveHost;
}

const disabledMessage = 'This endpoint is disabled; turn it on before sending to it.';

/** The owner's webhook endpoints: register, change, delete, test, and the delivery log with resend. */
export function createWebhooksService({ repo, publisher, sealer, transact, allowPrivate, resolve }: Deps) {
  /** A URL whose host is, or resolves to, a loopback, private or link-local address is refused (unless WEBHOOKS_ALLOW_PRIVATE). */
  async function checkUrl(url: string) {
    if (allowPrivate) return;
    const parsed = new URL(url);
    try {
      await resolvePublicAddress(parsed, resolve);
    } catch (error) {
      if (error instanceof UnsafeAddressError) invalidFields([{ field: 'url', message: 'url must not point to a loopback, private, link-local or other internal address' }]);
      invalidFields([{ field: 'url', message: `url: the host ${hostOf(parsed)} could not be found` }]);
    }
  }

  async function find(actor: Actor, id: number) {
    requireAccess(actor, 'settings.manage');
    const endpoint = await repo.findEndpoint(id);
    if (!endpoint) throw new AppError('NOT_FOUND', 'Webhook endpoint not found.');
    return endpoint;
  }

  /** Queues a delivery of the event to this endpoint, unless the endpoint is off. */
  async function queue(endpointId: number, event: { id: string; type: string; body: string }) {
    const [row] = await transact(async (tx) => {
      const endpoint = await repo.lockEndpoint(endpointId, tx);
      if (!endpoint) throw new AppError('NOT_FOUND', 'Webhook endpoint not found.');
      if (!endpoint.isActive) throw new AppError('CONFLICT', disabledMessage);
      return publisher.deliver([endpointId], event, tx);
    });
    return toWebhookDelivery(row!);
  }

  return {
    async list(actor: Actor, query: ListQuery) {
      requireAccess(actor, 'settings.manage');
      const { rows, pagination, stats } = await repo.listEndpoints(query);
      return { data: rows.map(toWebhookEndpoint), pagination, stats };
    },

    /** The answer carries the signing secret in plain this once; the row keeps it sealed. */
    async create(actor: Actor, input: CreateWebhookInput) {
      requireAccess(actor, 'settings.manage');
      await checkUrl(input.url);
      const secret = newWebhookSecret();
      const row = await repo.insertEndpoint({
        url: input.url,
        description: input.description ?? '',
        events: input.events,
        secret: sealer.seal(secret),
        createdBy: actor.kind === 'user' ? actor.id : null,
      });
      return { ...toWebhookEndpoint(row), secret };
    },

    /** Turning an endpoint on again clears its failures and why it was off; turning it off says who did. */
    async update(actor: Actor, id: number, input: UpdateWebhookInput) {
      const current = await find(actor, id);
      if (input.url !== undefined && input.url !== current.url) await checkUrl(input.url);
      const values: EndpointValues = { url: input.url, description: input.description, events: input.events };
      if (input.is_active === true && !current.isActive) Object.assign(values, { isActive: true, consecutiveFailures: 0, disabledAt: null, disabledReason: null });
      if (input.is_active === false && current.isActive) Object.assign(values, { isActive: false, disabledAt: new Date(), disabledReason: `Turned off by ${actor.username}` });
      const row = await repo.updateEndpoint(id, values);
      if (!row) throw new AppError('NOT_FOUND', 'Webhook endpoint not found.');
      return toWebhookEndpoint(row);
    },

    async remove(actor: Actor, id: number) {
      await find(actor, id);
      if (!(await repo.removeEndpoint(id))) throw new AppError('NOT_FOUND', 'Webhook endpoint not found.');
    },

    /** A new signing secret, in plain this once; deliveries signed from now on use it. */
    async rollSecret(actor: Actor, id: number) {
      await find(actor, id);
      const secret = newWebhookSecret();
      const row = await repo.updateEndpoint(id, { secret: sealer.seal(secret) });
      if (!row) throw new AppError('NOT_FOUND', 'Webhook endpoint not found.');
      return { ...toWebhookEndpoint(row), secret };
    },

    /** A `ping` event to this endpoint only, whatever it subscribes to. */
    async test(actor: Actor, id: number) {
      const endpoint = await find(actor, id);
      if (!endpoint.isActive) throw new AppError('CONFLICT', disabledMessage);
      const event = publisher.newEvent(webhookPingEvent, { endpoint_id: endpoint.id, url: endpoint.url, message: 'A test event sent from Settings, Webhooks.' });
      return queue(endpoint.id, event);
    },

    async deliveries(actor: Actor, id: number, query: WebhookDeliveryListQuery) {
      await find(actor, id);
      const { rows, pagination, stats } = await repo.listDeliveries(id, query);
      return { data: rows.map(toWebhookDelivery), pagination, stats };
    },

    /** The same event (id and body) again, as a new delivery with attempts of its own; the old one stays in the log. */
    async resend(actor: Actor, id: number, deliveryId: number) {
      await find(actor, id);
      const delivery = await repo.findDelivery(id, deliveryId);
      if (!delivery) throw new AppError('NOT_FOUND', 'Delivery not found.');
      return queue(id, { id: delivery.eventId, type: delivery.eventType, body: delivery.body });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
