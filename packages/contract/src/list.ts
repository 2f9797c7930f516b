import { z } from 'zod';
import { emailPattern } from './auth-messages.ts';

/** Page size when a list is asked for a page without a size (10 rows). */
export const defaultPageSize = 10;
export const maxPageSize = 100;

/** PostgreSQL text cannot hold U+0000; refusing it here keeps the write from failing with a 500. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
export const nulFree = /^[^\u0000]*$/;
export const nulError = (field: string) => ({ error: `${field} must not contain NUL characters` });

const positiveInt = (field: string, max?: number) => {
  const base = z.coerce.number({ error: `${field} must be a whole number` }).int({ error: `${field} must be a whole number` }).min(1, { error: `${field} must be 1 or more` });
  return max ? base.max(max, { error: `${field} must be at most ${max}` }) : base;
};

/** Ids are PostgreSQL integers: a larger one is a 400 here, not an out-of-range error (500) in the query. */
export const maxId = 2_147_483_647;

/** Query parameters every list takes. Without `page` the whole list is answered. */
export const listQuery = z.object({
  search: z.string().trim().max(255).regex(nulFree, { error: 'search must not contain NUL characters' }).optional(),
  page: positiveInt('page', maxId).optional(),
  page_size: positiveInt('page_size', maxPageSize).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const pagination = z.object({ page: z.number().int(), page_size: z.number().int(), total: z.number().int() });
export type Pagination = z.infer<typeof pagination>;

/** A list answer: rows, the page when one was asked for, and the stat-card figures of the screen. */
export const listResponse = <Row extends z.ZodType, Stats extends z.ZodType>(row: Row, stats: Stats) =>
  z.object({
    success: z.literal(true),
    data: z.array(row),
    pagination: pagination.optional(),
    stats,
  });

/** Money travels as a decimal string; input also accepts a number. */
export const moneyString = z.string();
export const moneyInput = (field: string) =>
  z
    .union([z.number(), z.string().trim()], { error: `${field} must be a number` })
    .transform((value) => (typeof value === 'number' ? String(value) : value))
    .refine((value) => /^\d{1,12}(\.\d{1,2})?$/.test(value), { error: `${field} must be a number of 0 or more with at most 2 decimals` });

/** Text limits: names 255 characters, descriptions 5,000. */
export const nameText = (field: string) =>
  z.string({ error: `${field} is required` }).trim().min(1, { error: `${field} is required` }).max(255, { error: `${field} must be at most 255 characters` }).regex(nulFree, nulError(field));
/** Every e-mail address the API takes: the one pattern (the login page checks it without zod), at most 255 characters. */
export const emailAddress = (field = 'email') =>
  z.email({ pattern: emailPattern, error: `${field} must be a valid email address` }).max(255, { error: `${field} must be at most 255 characters` });
export const descriptionText = (field: string) =>
  z.string({ error: `${field} must be text` }).trim().max(5000, { error: `${field} must be at most 5000 characters` }).regex(nulFree, nulError(field));

/** An id read from a path segment or a query parameter (text, so coerced): 1 to maxId. */
export const idValue = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a valid id` })
    .int({ error: `${field} must be a valid id` })
    .positive({ error: `${field} must be a valid id` })
    .max(maxId, { error: `${field} must be a valid id` });
export const idParam = z.object({ id: idValue('id') });
export const idRef = (field: string) =>
  z.number({ error: `${field} must be a number` }).int({ error: `${field} must be a whole number` }).positive({ error: `${field} must be a valid id` }).max(maxId, { error: `${field} must be a valid id` });

/**
 * An update body: every field optional, unknown fields ignored, but at least one known field
 * (an update with no known field is a 400).
 */
export const updateOf = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .object(shape)
    .partial()
    .refine((value) => Object.values(value).some((v) => v !== undefined), { error: 'body: no known field to update', path: ['body'] });

/** PostgreSQL dates hold years 1 to 5874897, but no real shoot, invoice or entry is outside these. */
export const dayRange = { min: '1000-01-01', max: '9999-12-31' } as const;

/** A calendar day, YYYY-MM-DD, in years 1000 to 9999. */
export const isoDay = (field: string) =>
  z.iso
    .date({ error: `${field} must be a date (YYYY-MM-DD)` })
    .refine((value) => value >= dayRange.min && value <= dayRange.max, { error: `${field} must be a date between ${dayRange.min} and ${dayRange.max}` });
