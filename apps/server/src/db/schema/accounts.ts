import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/** Client companies; each has its own login (type `company`, role `client`). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    website: text('website'),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_email_lower_idx').on(sql`lower(${t.email})`),
    // Project and company searches match company names with ILIKE '%term%'.
    index('companies_name_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`),
  ],
);

/** Staff (type admin/user, editors are users with role editor) and client persons (type client). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: text('type', { enum: ['admin', 'user', 'client'] }).notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    companyId: integer('company_id').references(() => companies.id),
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
  ],
);
