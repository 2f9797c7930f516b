import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { categories, services } from './catalog.ts';
import { createdAt, money, updatedAt } from './columns.ts';

/** A shoot. status: pending, in progress, review, completed, on hold, cancelled. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    projectName: text('project_name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('pending'),
    siteAddress: text('site_address').notNull().default(''),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    assignedToId: integer('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    budget: money('budget'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    /** When the shoot is booked (UTC) and for how long; null until staff schedule it. */
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    /** The photographer booked for the shoot (a staff account with the photographer role). */
    photographerId: integer('photographer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Rises with every change of the booking: the iCalendar SEQUENCE, and what voids an old reminder. */
    scheduleSequence: integer('schedule_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The calendar's range query and a photographer's overlaps.
    index('projects_scheduled_idx').on(t.scheduledStart).where(sql`${t.scheduledStart} is not null`),
    index('projects_photographer_idx').on(t.photographerId, t.scheduledStart),
    index('projects_company_idx').on(t.companyId),
    index('projects_assigned_idx').on(t.assignedToId),
    index('projects_status_idx').on(t.status),
    // The list's order: newest first, a page read straight off the index.
    index('projects_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The list's search (ILIKE '%term%'): trigram indexes, so a term of 3+ letters is an index lookup.
    index('projects_name_trgm_idx').using('gin', sql`${t.projectName} gin_trgm_ops`),
    index('projects_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

/**
 * How many projects each status holds, and their budgets, kept by a trigger on `projects` as the
 * changing transaction commits: the staff list's figures are read from here instead of counting
 * every project (migration 0021).
 */
export const projectTotals = pgTable('project_totals', {
  status: text('status').primaryKey(),
  projects: integer('projects').notNull().default(0),
  budget: money('budget').notNull().default('0'),
});

/** The services of a shoot, add-ons included, in order; `projects.service_id` stays the first. */
export const projectServices = pgTable(
  'project_services',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('project_services_project_service_idx').on(t.projectId, t.serviceId), index('project_services_service_idx').on(t.serviceId)],
);

export interface StoredWindow {
  start: string;
  end: string;
}

/** A client's order behind a shoot: the property, its preferred times, access and contact. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .unique()
      .references(() => projects.id, { onDelete: 'cascade' }),
    propertyType: text('property_type').notNull(),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    floorArea: integer('floor_area'),
    /** Up to three preferred windows, UTC ISO strings. */
    preferredWindows: jsonb('preferred_windows').$type<StoredWindow[]>().notNull().default([]),
    accessNotes: text('access_notes').notNull().default(''),
    occupancy: text('occupancy').notNull(),
    listingContactName: text('listing_contact_name'),
    listingContactPhone: text('listing_contact_phone').notNull().default(''),
    listingContactEmail: text('listing_contact_email').notNull().default(''),
    notes: text('notes').notNull().default(''),
    orderedByKind: text('ordered_by_kind', { enum: ['user', 'company'] }).notNull(),
    orderedById: integer('ordered_by_id').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('orders_occupancy_check', sql`${t.occupancy} in ('occupied', 'vacant')`)],
);

/** A private iCalendar feed of a photographer's or a client company's shoots; only the token's SHA-256 is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    photographerId: integer('photographer_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('calendar_feeds_one_owner', sql`(${t.photographerId} is null) <> (${t.companyId} is null)`),
    index('calendar_feeds_photographer_idx').on(t.photographerId),
    index('calendar_feeds_company_idx').on(t.companyId),
  ],
);
