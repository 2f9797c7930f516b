import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
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
