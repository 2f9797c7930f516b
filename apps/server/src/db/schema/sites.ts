import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { projects } from './projects.ts';

/**
 * A shoot's property website and its listing facts (issue 20). Live while `published_at` is set:
 * the invoice's payment or staff set it, unpublishing clears it (and records when, so a later
 * payment does not bring the site back).
 */
export const propertySites = pgTable(
  'property_sites',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .unique()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Address words and a random suffix; kept when the address changes, so shared links stay. */
    slug: text('slug').notNull().unique(),
    /** Null: the order's address (or the shoot's site address). */
    address: text('address'),
    price: money('price'),
    bedrooms: integer('bedrooms'),
    bathrooms: numeric('bathrooms', { precision: 4, scale: 1 }),
    floorArea: integer('floor_area'),
    description: text('description').notNull().default(''),
    agentName: text('agent_name').notNull().default(''),
    agentPhone: text('agent_phone').notNull().default(''),
    agentPhotoFileId: integer('agent_photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    tourUrl: text('tour_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: text('published_by', { enum: ['payment', 'staff'] }),
    publishedById: integer('published_by_id').references(() => users.id, { onDelete: 'set null' }),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('property_sites_published_by_check', sql`(${t.publishedAt} is null) = (${t.publishedBy} is null)`)],
);

/** Page views of a site per UTC day, counted by the server (no cookies, no trackers). */
export const siteViews = pgTable(
  'site_views',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => propertySites.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day] })],
);
