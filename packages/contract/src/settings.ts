import { z } from 'zod';
import { emailPattern } from './auth-messages.ts';
import { nameText, nulError, nulFree } from './list.ts';
import { defaultCurrency, defaultLocale } from './money.ts';

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
};

/** Currencies the business may work in (ISO 4217). */
export const businessCurrencies = ['INR', 'USD', 'AUD', 'EUR', 'GBP', 'NZD', 'CAD'] as const;
/** Locales for number grouping on screens and invoices (BCP 47). */
export const businessLocales = ['en-IN', 'en-US', 'en-AU', 'en-GB', 'en-NZ', 'en-CA'] as const;

const profileText = (field: string, max: number) =>
  z.string({ error: `${field} must be text` }).trim().max(max, { error: `${field} must be at most ${max} characters` }).regex(nulFree, nulError(field));

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
});
export type UpdateBusinessProfileInput = z.infer<typeof updateBusinessProfileInput>;
