import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** Login tokens, stored only as a SHA-256 hash of the 256-bit secret. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountKind: text('account_kind', { enum: ['user', 'company'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('login_tokens_user_idx').on(t.userId),
    index('login_tokens_company_idx').on(t.companyId),
    // The sweeper deletes tokens long past their expiry.
    index('login_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Failed logins and password reset requests, counted per e-mail and per address over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    keyKind: text('key_kind', { enum: ['email', 'address', 'reset_email', 'reset_address'] }).notNull(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_key_idx').on(t.keyKind, t.key, t.failedAt),
    // The sweeper deletes failures older than the throttle window.
    index('login_failures_failed_at_idx').on(t.failedAt),
  ],
);

/**
 * Single-use links that set a password: "forgot password" resets (one hour) and invitations
 * (seven days). Only the SHA-256 of the link's secret is stored.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['reset', 'invite'] }).notNull(),
    accountKind: text('account_kind', { enum: ['user', 'company'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_tokens_user_idx').on(t.userId),
    index('password_tokens_company_idx').on(t.companyId),
    index('password_tokens_expires_idx').on(t.expiresAt),
  ],
);
