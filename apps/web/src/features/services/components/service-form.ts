import { createServiceInput, gstRates, type CreateServiceInput, type GstRate, type Service } from '@portal/contract';
import { blankFieldErrors, firstFieldErrors, schemaFieldErrors, type FieldErrors } from '@/lib/field-errors';

export const serviceFields = ['serviceName', 'price', 'gstRate', 'description'] as const;
export type ServiceField = (typeof serviceFields)[number];
export type ServiceValues = Record<ServiceField, string>;

const isGstRate = (value: string): value is GstRate => (gstRates as readonly string[]).includes(value);

export const initialServiceValues = (service: Service | null): ServiceValues => ({
  serviceName: service ? service.serviceName || service.name : '',
  price: service?.price ?? '',
  // A rate the form cannot offer must be chosen again rather than sent back unseen.
  gstRate: service && isGstRate(service.gstRate) ? service.gstRate : '',
  description: service?.description ?? '',
});

/** The contract's messages this form words its own way. */
const serviceWords = { 'price must be a number of 0 or more with at most 2 decimals': 'Price must be a number of 0 or more, with at most 2 decimals' };

/** Every field is required; then the contract's rules for what would be sent (a price of 0 or more, lengths). */
export function validateService(values: ServiceValues): FieldErrors<ServiceField> {
  const blank = blankFieldErrors(values, { serviceName: 'Service name is required', price: 'Price is required', gstRate: 'GST rate is required', description: 'Description is required' });
  return firstFieldErrors(blank, schemaFieldErrors(createServiceInput.safeParse(serviceInput(values)), serviceFields, { aliases: { name: 'serviceName' }, words: serviceWords }));
}

/** The body of both calls: the form also sends `name`, as the first version's did. Call after validateService. */
export function serviceInput(values: ServiceValues): CreateServiceInput {
  const name = values.serviceName.trim();
  return { serviceName: name, name, price: values.price.trim(), gstRate: values.gstRate as GstRate, description: values.description.trim() };
}
