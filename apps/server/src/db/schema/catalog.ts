import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** gst_rate keeps the spec's option values: no-gst, 10-percent, not-capable. */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  serviceName: text('service_name').notNull(),
  description: text('description').notNull().default(''),
  price: money('price').notNull(),
  gstRate: text('gst_rate').notNull().default('no-gst'),
  /** Minutes the service adds to a shoot; a shoot lasts the sum of its services'. */
  durationMinutes: integer('duration_minutes').notNull().default(60),
  /** Ordered with a main service (twilight, drone, floor plan). */
  isAddon: boolean('is_addon').notNull().default(false),
  /** Only active services can be ordered. */
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
