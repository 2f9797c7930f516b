import { z } from 'zod';
import { descriptionText, emailAddress, idRef, moneyString, nameText, nulError, nulFree } from './list.ts';
import { invoiceLine } from './invoices.ts';
import { isDateTimeText } from './scheduling.ts';

/** What kind of property is shot. */
export const propertyTypes = ['house', 'apartment', 'townhouse', 'land', 'commercial', 'other'] as const;
export const propertyTypeLabels: Record<(typeof propertyTypes)[number], string> = {
  house: 'House',
  apartment: 'Apartment',
  townhouse: 'Townhouse',
  land: 'Land',
  commercial: 'Commercial',
  other: 'Other',
};
/** Whether someone lives there during the shoot. */
export const occupancies = ['occupied', 'vacant'] as const;

/** At most this many preferred time windows on an order. */
export const maxPreferredWindows = 3;
/** The longest property address an order takes. */
export const orderAddressMax = 500;
/** The most services one order holds. */
export const maxOrderServices = 20;

/**
 * A date-time the API takes: `YYYY-MM-DDTHH:MM[:SS]` with `Z` or an offset (`+11:00`), or without
 * one, read as the business time zone's wall clock.
 */
export const dateTimeInput = (field: string) =>
  z
    .string({ error: `${field} must be a date-time (YYYY-MM-DDTHH:MM, with Z or an offset, or in the business time zone)` })
    .trim()
    .max(40, { error: `${field} must be a date-time (YYYY-MM-DDTHH:MM)` })
    .refine(isDateTimeText, { error: `${field} must be a date-time (YYYY-MM-DDTHH:MM, with Z or an offset, or in the business time zone)` });

/** A preferred time window as sent: the server checks that it ends after it starts and lies ahead. */
export const timeWindowInput = z.object(
  { start: dateTimeInput('preferred_windows.start'), end: dateTimeInput('preferred_windows.end') },
  { error: 'preferred_windows: each must be {start, end}' },
);
export type TimeWindowInput = z.infer<typeof timeWindowInput>;

export const preferredWindowsInput = z
  .array(timeWindowInput, { error: 'preferred_windows must be a list of {start, end}' })
  .min(1, { error: 'preferred_windows: give at least one preferred time' })
  .max(maxPreferredWindows, { error: `preferred_windows: at most ${maxPreferredWindows} preferred times` });

const shortText = (field: string, max: number) =>
  z.string({ error: `${field} must be text` }).trim().max(max, { error: `${field} must be at most ${max} characters` }).regex(nulFree, nulError(field));

const count = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(0, { error: `${field} must be 0 or more` })
    .max(max, { error: `${field} must be at most ${max}` });

export const listingContactInput = z.object(
  {
    name: nameText('listing_contact.name'),
    phone: shortText('listing_contact.phone', 50).optional(),
    email: emailAddress('listing_contact.email').optional(),
  },
  { error: 'listing_contact must be {name, phone, email}' },
);

/** "Book a Shoot": the property, its services (add-ons included), up to three preferred times, access and a contact. */
export const createOrderInput = z.object({
  address: z
    .string({ error: 'address is required' })
    .trim()
    .min(1, { error: 'address is required' })
    .max(orderAddressMax, { error: `address must be at most ${orderAddressMax} characters` })
    .regex(nulFree, nulError('address')),
  property_type: z.enum(propertyTypes, { error: `property_type must be one of ${propertyTypes.join(', ')}` }),
  bedrooms: count('bedrooms', 50).nullable().optional(),
  bathrooms: count('bathrooms', 50).nullable().optional(),
  /** Square metres. */
  floor_area: count('floor_area', 100_000).nullable().optional(),
  service_ids: z
    .array(idRef('service_ids'), { error: 'service_ids must be a list of service ids' })
    .min(1, { error: 'service_ids: choose at least one service' })
    .max(maxOrderServices, { error: `service_ids: at most ${maxOrderServices} services` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'service_ids: each service once' }),
  preferred_windows: preferredWindowsInput,
  access_notes: shortText('access_notes', 2000).optional(),
  occupancy: z.enum(occupancies, { error: `occupancy must be one of ${occupancies.join(', ')}` }),
  listing_contact: listingContactInput.nullable().optional(),
  notes: descriptionText('notes').optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderInput>;

/** A client's cancellation; staff may give a reason too. */
export const cancelOrderInput = z.object({ reason: shortText('reason', 1000).optional() });
export type CancelOrderInput = z.infer<typeof cancelOrderInput>;

/** A client's request to move its shoot: new preferred times (the booked time is released). */
export const rescheduleRequestInput = z.object({ preferred_windows: preferredWindowsInput, note: shortText('note', 1000).optional() });
export type RescheduleRequestInput = z.infer<typeof rescheduleRequestInput>;

/** A preferred window as stored and answered: UTC ISO strings. */
export const timeWindow = z.object({ start: z.string(), end: z.string() });
export type TimeWindow = z.infer<typeof timeWindow>;

/** The order behind a booked shoot, as everyone who sees the shoot sees it (the photographer needs access and contact). */
export const order = z.object({
  id: z.number().int(),
  address: z.string(),
  property_type: z.string(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  floor_area: z.number().int().nullable(),
  preferred_windows: z.array(timeWindow),
  access_notes: z.string(),
  occupancy: z.string(),
  listing_contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }).nullable(),
  notes: z.string(),
  ordered_by: z.object({ kind: z.string(), id: z.number().int().nullable(), name: z.string() }),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

/** A service a client may order: active ones only, with what the live price needs. */
export const orderableService = z.object({
  id: z.number().int(),
  serviceName: z.string(),
  name: z.string(),
  description: z.string(),
  price: moneyString,
  gstRate: z.string(),
  duration_minutes: z.number().int(),
  is_addon: z.boolean(),
});
export type OrderableService = z.infer<typeof orderableService>;

/** The price of an order as the invoice bills it (pricing.ts), in the business currency. */
export const orderQuote = z.object({
  lines: z.array(invoiceLine),
  baseAmount: moneyString,
  gstAmount: moneyString,
  total: moneyString,
  gstRate: z.string(),
  currency: z.string(),
});
export type OrderQuote = z.infer<typeof orderQuote>;
