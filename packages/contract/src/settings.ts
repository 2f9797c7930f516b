import { z } from 'zod';
import { emailPattern } from './auth-messages.ts';
import { nameText, nulError, nulFree } from './list.ts';
import { defaultMlsLongEdge, defaultMlsMaxBytes, mlsLongEdgeRange, mlsMaxBytesRange } from './listing.ts';
import { defaultCurrency, defaultLocale } from './money.ts';
import { defaultCancelCutoffHours, defaultTimeZone, defaultWorkingHours, isTimeZone } from './scheduling.ts';

export const workingHours = z.object({ start: z.string(), end: z.string(), days: z.array(z.number().int()) });

/** The business as it appears on invoices (issue 6 "Settings"); every field has a default. */
export const businessProfile = z.object({
  name: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  tax_number: z.string(),
  /** How to pay by bank transfer (account name, bank, account number…), shown to clients beside the invoice; empty when not given. */
  bank_details: z.string(),
  /** The business currency (ISO 4217, INR by default): every amount is in it; an invoice keeps the one it was issued in. */
  currency: z.string(),
  /** BCP 47 locale for number grouping (en-IN by default). */
  locale: z.string(),
  /** IANA time zone shoots are booked and shown in; times travel in UTC. */
  time_zone: z.string(),
  /** The working day the calendar warns outside of: local `HH:MM` and ISO weekdays (1 Monday … 7 Sunday). */
  working_hours: workingHours,
  /** Hours before a shoot after which a client may no longer cancel or reschedule it (24 by default). */
  cancel_cutoff_hours: z.number().int(),
  /** MLS size (issue 20): the long edge in pixels of the MLS ZIP's and the unbranded page's photos (2048 by default). */
  mls_long_edge: z.number().int(),
  /** MLS size: the largest photo in bytes (3,000,000 by default); the JPEG quality steps down until a photo fits. */
  mls_max_bytes: z.number().int(),
});
export type BusinessProfile = z.infer<typeof businessProfile>;

/**
 * How a client reaches and pays the studio: the profile's name, contact lines and bank details, and
 * whether invoices can be paid online (by card), readable by everyone signed in.
 */
export const studioContact = businessProfile.pick({ name: true, email: true, phone: true, address: true, bank_details: true }).extend({
  online_payment: z.boolean(),
});
export type StudioContact = z.infer<typeof studioContact>;

export const defaultBusinessProfile: BusinessProfile = {
  name: 'Portal Real Estate Photography',
  address: '',
  email: '',
  phone: '',
  tax_number: '',
  bank_details: '',
  currency: defaultCurrency,
  locale: defaultLocale,
  time_zone: defaultTimeZone,
  working_hours: defaultWorkingHours,
  cancel_cutoff_hours: defaultCancelCutoffHours,
  mls_long_edge: defaultMlsLongEdge,
  mls_max_bytes: defaultMlsMaxBytes,
};

/** What the booking form and the calendar need of the settings: readable by everyone signed in. */
export const schedulingSettings = businessProfile.pick({ time_zone: true, working_hours: true, cancel_cutoff_hours: true });
export type SchedulingSettings = z.infer<typeof schedulingSettings>;

/** Currencies the business may work in (ISO 4217). */
export const businessCurrencies = ['INR', 'USD', 'AUD', 'EUR', 'GBP', 'NZD', 'CAD'] as const;
/** Locales for number grouping on screens and invoices (BCP 47). */
export const businessLocales = ['en-IN', 'en-US', 'en-AU', 'en-GB', 'en-NZ', 'en-CA'] as const;

const profileText = (field: string, max: number) =>
  z.string({ error: `${field} must be text` }).trim().max(max, { error: `${field} must be at most ${max} characters` }).regex(nulFree, nulError(field));

const clockTime = (field: string) =>
  z.string({ error: `${field} must be a time (HH:MM)` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${field} must be a time (HH:MM)` });

const workingHoursInput = z
  .object(
    {
      start: clockTime('working_hours.start'),
      end: clockTime('working_hours.end'),
      days: z
        .array(z.number({ error: 'working_hours.days must be weekdays 1 (Monday) to 7 (Sunday)' }).int().min(1).max(7), { error: 'working_hours.days must be a list of weekdays' })
        .min(1, { error: 'working_hours.days: choose at least one day' })
        .max(7, { error: 'working_hours.days: at most 7 days' })
        .transform((days) => [...new Set(days)].sort()),
    },
    { error: 'working_hours must be {start, end, days}' },
  )
  .refine((hours) => hours.start < hours.end, { error: 'working_hours.end must be after working_hours.start', path: ['end'] });

/**
 * Saving the profile (issue 6 "Settings"): `name` is always sent, a profile without one cannot print
 * an invoice; every other field is optional and keeps its stored value when left out.
 */
export const updateBusinessProfileInput = z.object({
  name: nameText('name'),
  // An address runs to a few lines on the invoice; 1,000 characters is ample and keeps the PDF header on its page.
  address: profileText('address', 1000).optional(),
  email: profileText('email', 255)
    .refine((value) => value === '' || emailPattern.test(value), { error: 'email must be a valid email address or empty' })
    .optional(),
  phone: profileText('phone', 255).optional(),
  tax_number: profileText('tax_number', 255).optional(),
  bank_details: profileText('bank_details', 1000).optional(),
  currency: z.enum(businessCurrencies, { error: `currency must be one of ${businessCurrencies.join(', ')}` }).optional(),
  locale: z.enum(businessLocales, { error: `locale must be one of ${businessLocales.join(', ')}` }).optional(),
  time_zone: z
    .string({ error: 'time_zone must be text' })
    .trim()
    .refine(isTimeZone, { error: 'time_zone must be an IANA time zone name, e.g. Australia/Sydney' })
    .optional(),
  working_hours: workingHoursInput.optional(),
  cancel_cutoff_hours: z
    .number({ error: 'cancel_cutoff_hours must be a whole number of hours' })
    .int({ error: 'cancel_cutoff_hours must be a whole number of hours' })
    .min(0, { error: 'cancel_cutoff_hours must be 0 or more' })
    .max(720, { error: 'cancel_cutoff_hours must be at most 720 (30 days)' })
    .optional(),
  mls_long_edge: z
    .number({ error: 'mls_long_edge must be a whole number of pixels' })
    .int({ error: 'mls_long_edge must be a whole number of pixels' })
    .min(mlsLongEdgeRange.min, { error: `mls_long_edge must be at least ${mlsLongEdgeRange.min}` })
    .max(mlsLongEdgeRange.max, { error: `mls_long_edge must be at most ${mlsLongEdgeRange.max}` })
    .optional(),
  mls_max_bytes: z
    .number({ error: 'mls_max_bytes must be a whole number of bytes' })
    .int({ error: 'mls_max_bytes must be a whole number of bytes' })
    .min(mlsMaxBytesRange.min, { error: `mls_max_bytes must be at least ${mlsMaxBytesRange.min}` })
    .max(mlsMaxBytesRange.max, { error: `mls_max_bytes must be at most ${mlsMaxBytesRange.max}` })
    .optional(),
});
export type UpdateBusinessProfileInput = z.infer<typeof updateBusinessProfileInput>;
