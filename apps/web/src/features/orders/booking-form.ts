import { createOrderInput, maxPreferredWindows, orderAddressMax, type CreateOrderInput, type TimeWindowInput } from '@portal/contract';
import { blankFieldErrors, firstFieldErrors, schemaFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { instantOfWallTime } from '@/lib/zoned-time';

/** One preferred window as typed: a day and two clock times on the business's clock. */
export interface WindowDraft {
  day: string;
  from: string;
  to: string;
}

export const emptyWindow = (): WindowDraft => ({ day: '', from: '09:00', to: '12:00' });

export const bookingFields = [
  'address',
  'property_type',
  'bedrooms',
  'bathrooms',
  'floor_area',
  'service_ids',
  'preferred_windows',
  'access_notes',
  'occupancy',
  'contact_name',
  'contact_phone',
  'contact_email',
] as const;
export type BookingField = (typeof bookingFields)[number];
/** Each window's own message, keyed `window-0` … */
export type WindowErrors = Record<number, string | undefined>;

export interface BookingDraft {
  values: Record<Exclude<BookingField, 'service_ids' | 'preferred_windows'>, string>;
  serviceIds: number[];
  windows: WindowDraft[];
}

export const emptyBooking = (): BookingDraft => ({
  values: { address: '', property_type: 'house', bedrooms: '', bathrooms: '', floor_area: '', access_notes: '', occupancy: 'vacant', contact_name: '', contact_phone: '', contact_email: '' },
  serviceIds: [],
  windows: [emptyWindow()],
});

const count = (text: string) => (text.trim() === '' ? null : Number(text));
const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** Each window as the instants it names on the business's clock (null where the text is no time). */
export function windowInstants(windows: readonly WindowDraft[], timeZone: string) {
  return windows.map((window) => ({ start: instantOfWallTime(window.day, window.from, timeZone), end: instantOfWallTime(window.day, window.to, timeZone) }));
}

/** What the form sends: windows in UTC, counts as numbers, a contact only when named. */
export function bookingInput(draft: BookingDraft, timeZone: string): CreateOrderInput {
  const { values } = draft;
  const windows: TimeWindowInput[] = windowInstants(draft.windows, timeZone).map(({ start, end }) => ({ start: start?.toISOString() ?? '', end: end?.toISOString() ?? '' }));
  const contactName = values.contact_name.trim();
  return {
    address: values.address.trim(),
    property_type: values.property_type as CreateOrderInput['property_type'],
    bedrooms: count(values.bedrooms),
    bathrooms: count(values.bathrooms),
    floor_area: count(values.floor_area),
    service_ids: draft.serviceIds,
    preferred_windows: windows,
    access_notes: values.access_notes.trim(),
    occupancy: values.occupancy as CreateOrderInput['occupancy'],
    listing_contact: contactName || values.contact_phone.trim() || values.contact_email.trim() ? { name: contactName, phone: optional(values.contact_phone), email: optional(values.contact_email) } : null,
  };
}

/** Each window's problem in the form's words: unfinished, already past, ending before it starts. */
export function windowErrors(windows: readonly WindowDraft[], timeZone: string, now: Date = new Date()): WindowErrors {
  const errors: WindowErrors = {};
  windowInstants(windows, timeZone).forEach(({ start, end }, index) => {
    const window = windows[index]!;
    if (!window.day || !window.from || !window.to || !start || !end) errors[index] = 'Give a date and a time from and to';
    else if (start.getTime() <= now.getTime()) errors[index] = 'This time has already passed: choose a later one';
    else if (end.getTime() <= start.getTime()) errors[index] = 'The window ends before it starts';
  });
  return errors;
}

const words: Record<string, string> = {
  'service_ids: choose at least one service': 'Choose at least one service',
  [`address must be at most ${orderAddressMax} characters`]: `The address must be at most ${orderAddressMax} characters`,
  'listing_contact.email must be a valid email address': 'Enter a valid email address',
};

/**
 * The form's checks before sending: the address and a service first, in its words; each window;
 * then the contract's input schema on what would be sent, placed under the fields as a 400 would be.
 */
export function validateBooking(draft: BookingDraft, timeZone: string, now: Date = new Date()): { fields: FieldErrors<BookingField>; windows: WindowErrors } {
  const blank = blankFieldErrors(draft.values, { address: 'Address is required' });
  const own: FieldErrors<BookingField> = {};
  if (draft.serviceIds.length === 0) own.service_ids = 'Choose at least one service';
  if (draft.windows.length > maxPreferredWindows) own.preferred_windows = `At most ${maxPreferredWindows} preferred times`;
  const windows = windowErrors(draft.windows, timeZone, now);
  const schema = schemaFieldErrors(createOrderInput.safeParse(bookingInput(draft, timeZone)), bookingFields, {
    words,
    aliases: { 'listing_contact.name': 'contact_name', 'listing_contact.phone': 'contact_phone', 'listing_contact.email': 'contact_email' },
  });
  // A window the form already explained needs no second, schema-worded message.
  if (Object.keys(windows).length) delete schema.preferred_windows;
  return { fields: firstFieldErrors(blank, own, schema), windows };
}
