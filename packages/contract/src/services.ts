import { z } from 'zod';
import { descriptionText, listResponse, moneyInput, moneyString, nameText, updateOf } from './list.ts';

export const gstRates = ['no-gst', '10-percent', 'not-capable'] as const;
export const gstRate = z.enum(gstRates, { error: `gstRate must be one of ${gstRates.join(', ')}` });
export type GstRate = z.infer<typeof gstRate>;
export const gstRateLabels: Record<GstRate, string> = {
  'no-gst': 'No GST',
  '10-percent': '10% of Price GST',
  'not-capable': 'Not Capable',
};

/** The GST line of an invoice, worded the same on the invoice card and on its PDF. */
export function invoiceGstLabel(rate: string): string {
  if (rate === '10-percent') return 'GST (10%)';
  if (rate === 'no-gst') return 'No GST';
  if (rate === 'not-capable') return 'GST not applicable';
  if (rate === 'mixed') return 'GST (by line)';
  return /^\d+(\.\d+)?$/.test(rate) ? `GST (${Number(rate)}%)` : `GST (${rate})`;
}

export const service = z.object({
  id: z.number().int(),
  serviceName: z.string(),
  name: z.string(),
  price: moneyString,
  gstRate: z.string(),
  description: z.string(),
  /** How long the shoot takes for this service: a shoot's duration is the sum of its services'. */
  duration_minutes: z.number().int(),
  /** An add-on (twilight, drone, floor plan) is ordered with a main service. */
  is_addon: z.boolean(),
  /** Only active services can be ordered; an inactive one stays on the shoots that have it. */
  is_active: z.boolean(),
  project_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Service = z.infer<typeof service>;

/** Minutes a service adds to a shoot: 0 (an edit-only add-on) up to a day. */
export const defaultServiceDuration = 60;
export const serviceDuration = z
  .number({ error: 'duration_minutes must be a whole number of minutes' })
  .int({ error: 'duration_minutes must be a whole number of minutes' })
  .min(0, { error: 'duration_minutes must be 0 or more' })
  .max(1440, { error: 'duration_minutes must be at most 1440 (a day)' });

/** The form sends serviceName and also name: either is accepted. */
const serviceFields = {
  serviceName: nameText('serviceName').optional(),
  name: nameText('name').optional(),
  price: moneyInput('price'),
  gstRate,
  description: descriptionText('description').min(1, { error: 'description is required' }),
  duration_minutes: serviceDuration.optional(),
  is_addon: z.boolean({ error: 'is_addon must be true or false' }).optional(),
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
};
export const createServiceInput = z
  .object(serviceFields)
  .refine((v) => v.serviceName ?? v.name, { error: 'serviceName is required', path: ['serviceName'] });
export type CreateServiceInput = z.infer<typeof createServiceInput>;
export const updateServiceInput = updateOf(serviceFields);
export type UpdateServiceInput = z.infer<typeof updateServiceInput>;

/** Stat cards: Total Services, Total Value (sum of prices), Average Price. */
export const serviceStats = z.object({ total: z.number().int(), total_value: moneyString, average_price: moneyString });
export const serviceList = listResponse(service, serviceStats);
export type ServiceList = z.infer<typeof serviceList>;
