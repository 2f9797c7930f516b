import { createHmac, randomBytes } from 'node:crypto';

/** The header each delivery is signed in (docs/webhooks.md shows how a receiver checks it). */
export const signatureHeader = 'Portal-Signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed with the endpoint's secret as shown: Stripe's scheme. */
export function signWebhook(secret: string, body: string, timestamp: number) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** A new endpoint's signing secret: 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** An event's id: unique, and the same in every delivery of the event (receivers drop repeats by it). */
export const newEventId = () => `evt_${randomBytes(16).toString('hex')}`;
