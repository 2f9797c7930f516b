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
  return /^\d+(\.\d+)?$/.test(rate) ? `GST (${Number(rate)}%)` : `GST (${rate})`;
}

export const service = z.object({
  id: z.number().int(),
  serviceName: z.string(),
  name: z.string(),
  price: moneyString,
  gstRate: z.string(),
  description: z.string(),
  project_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Service = z.infer<typeof service>;

/** The form sends serviceName and also name: either is accepted. */
const serviceFields = {
  serviceName: nameText('serviceName').optional(),
  name: nameText('name').optional(),
  price: moneyInput('price'),
  gstRate,
  description: descriptionText('description').min(1, { error: 'description is required' }),
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
