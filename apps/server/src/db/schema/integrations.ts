import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Background work of every kind (derivatives, e-mail, webhook deliveries, reminders, sweeps),
 * shared by every app instance: claimed with SKIP LOCKED, retried with backoff, kept across restarts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // Claims look only at work still to do; done and failed jobs wait for the prune.
    index('jobs_claim_idx').on(t.kind, t.runAfter).where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_finished_idx').on(t.finishedAt),
  ],
);

/** Scheduled (cron-like) jobs: the instance that moves `next_run_at` on queues the run, so each runs once. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});

/** Where the owner has asked to be told about events: signed POSTs to their URL. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** Event types the endpoint receives. */
  events: text('events').array().notNull(),
  /** The signing secret, shown to the owner once, sealed with the server's secret key. */
  secret: text('secret').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Deliveries that failed in a row (any success resets it); the endpoint is disabled at the limit. */
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  disabledReason: text('disabled_reason'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One event sent (or being sent) to one endpoint, with the outcome of its latest attempt. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON body sent, so a retry or a resend signs and sends the same bytes. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id), index('webhook_deliveries_created_idx').on(t.createdAt)],
);

/** Keys other programs call the API with; only the SHA-256 of the secret is stored. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'staff'] }).notNull(),
    /** The key's first characters, shown in lists so the owner can tell keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The rate limit's current window and the calls counted in it (shared by every instance). */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [index('api_keys_created_idx').on(t.createdAt)],
);
