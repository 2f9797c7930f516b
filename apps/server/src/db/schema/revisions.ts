import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { invoiceLines } from './invoices.ts';
import { projects } from './projects.ts';

/**
 * A client's request for changes to photos of a completed project: one round, numbered per project.
 * status: open -> in_progress -> done (back to in_progress when the client reopens a pin).
 */
export const revisionRequests = pgTable(
  'revision_requests',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    status: text('status', { enum: ['open', 'in_progress', 'done'] }).notNull().default('open'),
    /** Past the business's free rounds when it was made: staff may bill it as an invoice line. */
    billable: boolean('billable').notNull().default(false),
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who asked: a company account or a client person. */
    requestedByKind: text('requested_by_kind', { enum: ['user', 'company'] }).notNull(),
    requestedById: integer('requested_by_id').notNull(),
    /** The invoice line that bills this round, once staff added it. */
    invoiceLineId: integer('invoice_line_id').references(() => invoiceLines.id, { onDelete: 'set null' }),
    invoicedAmount: money('invoiced_amount'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('revision_requests_project_round_idx').on(t.projectId, t.round),
    index('revision_requests_editor_idx').on(t.editorId, t.status),
    index('revision_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** A pinned note on one photo: where (fractions of the image) and what to change. status: open, fixed, reopened. */
export const revisionItems = pgTable(
  'revision_items',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => revisionRequests.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    note: text('note').notNull(),
    status: text('status', { enum: ['open', 'fixed', 'reopened'] }).notNull().default('open'),
    /** The file's version when the pin was last marked fixed. */
    fixedVersion: integer('fixed_version'),
    fixedById: integer('fixed_by_id').references(() => users.id, { onDelete: 'set null' }),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('revision_items_request_idx').on(t.requestId, t.position),
    index('revision_items_file_idx').on(t.fileId),
    check('revision_items_x_range', sql`${t.x} >= 0 and ${t.x} <= 1`),
    check('revision_items_y_range', sql`${t.y} >= 0 and ${t.y} <= 1`),
  ],
);

/** The conversation on a pin: the client, staff and the editor reply. */
export const revisionReplies = pgTable(
  'revision_replies',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => revisionItems.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind', { enum: ['user', 'company'] }).notNull(),
    authorId: integer('author_id').notNull(),
    /** The author's name when they wrote, so a reply reads the same after the account changes. */
    authorName: text('author_name').notNull(),
    /** client or studio: which side of the conversation wrote it. */
    side: text('side', { enum: ['client', 'studio'] }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revision_replies_item_idx').on(t.itemId, t.id)],
);
