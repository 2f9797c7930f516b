import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { projects } from './projects.ts';

/** Retainer plans for agencies: shoots a month included (max_projects), the price, and what each shoot past them costs; -1 in a limit means unlimited. Prices are in the business currency. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  price: money('price').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  maxProjects: integer('max_projects').notNull().default(-1),
  maxUsers: integer('max_users').notNull().default(-1),
  extraShootPrice: money('extra_shoot_price').notNull().default('0'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    price: money('price').notNull(),
    billingCycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }).notNull(),
    status: text('status', { enum: ['active', 'cancelled', 'expired'] }).notNull().default('active'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_company_idx').on(t.companyId)],
);

/** Income and expense entries of the business ledger, in the business currency. */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    amount: money('amount').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('transactions_date_idx').on(t.date)],
);

/** Business settings as key/value (currency, storage and API options). */
export const businessSettings = pgTable('business_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Who did what, for the dashboards' recent activity and for audits. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    actorKind: text('actor_kind', { enum: ['user', 'company', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.createdAt),
    // A project's timeline: its entries in order.
    index('activity_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);
