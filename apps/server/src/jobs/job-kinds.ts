import { z } from 'zod';

const id = z.number().int().positive();
const none = z.object({});

/** What an order's e-mail is about. */
export const orderMailEvents = ['created', 'scheduled', 'rescheduled', 'unscheduled', 'cancelled', 'reschedule_requested'] as const;
export type OrderMailEvent = (typeof orderMailEvents)[number];

/**
 * Every kind of background job and the payload it carries: checked when the job is queued and
 * again when it is claimed, so a handler only ever reads a payload of its own shape.
 */
export const jobPayloads = {
  /** Thumbnail, preview, watermarked proof and MLS size of an uploaded image. */
  'derivatives.make': z.object({ fileId: id }),
  /** One e-mail, built when queued; retried until the mail server takes it. */
  'mail.send': z.object({
    to: z.string().min(1),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    senderName: z.string().optional(),
    attachments: z.array(z.object({ filename: z.string(), content: z.string(), contentType: z.string() })).optional(),
  }),
  /** The client's e-mails about its project, built from the rows when sent. */
  'notify.project_completed': z.object({ projectId: id }),
  'notify.invoice_sent': z.object({ invoiceId: id }),
  'notify.invoice_paid': z.object({ invoiceId: id }),
  /**
   * An order's e-mails (booked, scheduled, moved, released, cancelled, a reschedule asked for) to
   * one audience. `sequence` is the shoot's schedule sequence when queued: a booking message that a
   * newer change has overtaken is not sent. `photographerId` names whom a release or cancellation tells.
   */
  'notify.order': z.object({
    projectId: id,
    event: z.enum(orderMailEvents),
    audience: z.enum(['staff', 'client', 'photographer']),
    sequence: z.number().int().min(0),
    photographerId: id.optional(),
  }),
  /** The day-before reminder to one audience; it does nothing once the shoot has moved or been cancelled (another sequence). */
  'notify.shoot_reminder': z.object({ projectId: id, sequence: z.number().int().min(0), audience: z.enum(['client', 'photographer']) }),
  /** A revision request's e-mails: on a new request to staff and its editor, when done to the client who asked. */
  'notify.revision': z.object({ revisionId: id, event: z.enum(['requested', 'completed']), audience: z.enum(['staff', 'editor', 'client']) }),
  /** One event to one webhook endpoint: its delivery row holds the body; retried for about a day (docs/webhooks.md). */
  'webhooks.deliver': z.object({ deliveryId: id }),
  /** Deletes finished deliveries from the log once they are a month old. */
  'webhooks.prune': none,
  /** Removes from the store what no row lists any more. */
  'sweep.storage': none,
  /** Deletes sign-in records past their use. */
  'sweep.login_records': none,
  /** Deletes finished jobs past their keeping time. */
  'jobs.prune': none,
  /** Vacuums and analyzes the embedded database, which has no autovacuum (db/embedded-upkeep.ts). */
  'db.upkeep': none,
} satisfies Record<string, z.ZodType>;

export type JobKind = keyof typeof jobPayloads;
/** A payload as the caller queues it. */
export type JobPayloadInput<K extends JobKind> = z.input<(typeof jobPayloads)[K]>;
/** A payload as the handler reads it. */
export type JobPayload<K extends JobKind> = z.output<(typeof jobPayloads)[K]>;

/** Attempts a kind gets when it is queued; other kinds get the default. Mail keeps trying for about a day. */
export const jobAttempts: Partial<Record<JobKind, number>> = {
  'derivatives.make': 3,
  'mail.send': 20,
  'notify.project_completed': 20,
  'notify.invoice_sent': 20,
  'notify.invoice_paid': 20,
  'notify.order': 20,
  'notify.shoot_reminder': 20,
  'notify.revision': 20,
  'webhooks.deliver': 15,
};

export const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(jobPayloads, kind);
