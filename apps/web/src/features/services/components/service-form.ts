import { createServiceInput, defaultServiceDuration, gstRates, type CreateServiceInput, type GstRate, type Service } from '@portal/contract';
import { blankFieldErrors, firstFieldErrors, schemaFieldErrors, type FieldErrors } from '@/lib/field-errors';

export const serviceFields = ['serviceName', 'price', 'gstRate', 'description', 'duration_minutes', 'is_addon', 'is_active'] as const;
export type ServiceField = (typeof serviceFields)[number];
export type ServiceValues = Record<ServiceField, string>;

const isGstRate = (value: string): value is GstRate => (gstRates as readonly string[]).includes(value);

export const initialServiceValues = (service: Service | null): ServiceValues => ({
  serviceName: service ? service.serviceName || service.name : '',
  price: service?.price ?? '',
  // A rate the form cannot offer must be chosen again rather than sent back unseen.
  gstRate: service && isGstRate(service.gstRate) ? service.gstRate : '',
  description: service?.description ?? '',
  duration_minutes: String(service?.duration_minutes ?? defaultServiceDuration),
  // Checkboxes as 'true' / 'false'.
  is_addon: String(service?.is_addon ?? false),
  is_active: String(service?.is_active ?? true),
});

/** The contract's messages this form words its own way. */
const serviceWords = {
  'price must be a number of 0 or more with at most 2 decimals': 'Price must be a number of 0 or more, with at most 2 decimals',
  'duration_minutes must be a whole number of minutes': 'Duration must be a whole number of minutes',
  'duration_minutes must be 0 or more': 'Duration must be 0 or more',
  'duration_minutes must be at most 1440 (a day)': 'Duration must be at most 1440 minutes (a day)',
};

/** Every field is required; then the contract's rules for what would be sent (a price of 0 or more, lengths). */
export function validateService(values: ServiceValues): FieldErrors<ServiceField> {
  const blank = blankFieldErrors(values, {
    serviceName: 'Service name is required',
    price: 'Price is required',
    gstRate: 'GST rate is required',
    description: 'Description is required',
    duration_minutes: 'Duration is required',
  });
  return firstFieldErrors(blank, schemaFieldErrors(createServiceInput.safeParse(serviceInput(values)), serviceFields, { aliases: { name: 'serviceName' }, words: serviceWords }));
}

/** The body of both calls: the form also sends `name`, as the first version's did. Call after validateService. */
export function serviceInput(values: ServiceValues): CreateServiceInput {
  const name = values.serviceName.trim();
  return {
    serviceName: name,
    name,
    price: values.price.trim(),
    gstRate: values.gstRate as GstRate,
    description: values.description.trim(),
    duration_minutes: values.duration_minutes.trim() === '' ? Number.NaN : Number(values.duration_minutes),
    is_addon: values.is_addon === 'true',
    is_active: values.is_active === 'true',
  };
}
