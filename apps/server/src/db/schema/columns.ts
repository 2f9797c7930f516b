import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Exact money: numeric in the database, a decimal string in JSON. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
