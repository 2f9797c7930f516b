import { gstRates, type CreateServiceInput, type GstRate, type Service } from '@portal/contract';
import type { FieldErrors } from '@/lib/field-errors';

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

const pricePattern = /^\d{1,12}(\.\d{1,2})?$/;

/** Every field is required (spec section 5); the price is a number of 0 or more (decisions section 6). */
export function validateService(values: ServiceValues): FieldErrors<ServiceField> {
  const price = values.price.trim();
  return {
    serviceName: values.serviceName.trim() ? undefined : 'Service name is required',
    price: !price ? 'Price is required' : pricePattern.test(price) ? undefined : 'Price must be a number of 0 or more, with at most 2 decimals',
    gstRate: values.gstRate ? undefined : 'GST rate is required',
    description: values.description.trim() ? undefined : 'Description is required',
  };
}

/** The body of both calls: the form also sends `name` (spec section 3). Call after validateService. */
export function serviceInput(values: ServiceValues): CreateServiceInput {
  const name = values.serviceName.trim();
  return { serviceName: name, name, price: values.price.trim(), gstRate: values.gstRate as GstRate, description: values.description.trim() };
}
