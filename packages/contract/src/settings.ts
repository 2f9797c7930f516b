import { z } from 'zod';

/** The business as it appears on invoices (issue 6 "Settings"); every field has a default. */
export const businessProfile = z.object({
  name: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  tax_number: z.string(),
  /** ISO 4217 code of invoice amounts (decisions section 5: INR by default). */
  currency: z.string(),
  /** BCP 47 locale for number grouping (en-IN by default). */
  locale: z.string(),
});
export type BusinessProfile = z.infer<typeof businessProfile>;

export const defaultBusinessProfile: BusinessProfile = {
  name: 'Portal Real Estate Photography',
  address: '',
  email: '',
  phone: '',
  tax_number: '',
  currency: 'INR',
  locale: 'en-IN',
};
