import { z } from 'zod';
import { idRef, idValue, isoDay, listQuery, listResponse, moneyInput, moneyString, nulError, nulFree, updateOf } from './list.ts';

/**
 * The spec's plans (section 9), read as the studio's retainers for agencies: `maxProjects` shoots a
 * month are included in the price, each shoot past them costs `extraShootPrice`; -1 in a limit means unlimited.
 */
export const defaultPlans = [
  { name: 'Starter', price: '29.00', maxProjects: 10, maxUsers: 5, extraShootPrice: '3.50', features: ['Client portal'] },
  { name: 'Professional', price: '79.00', maxProjects: 50, maxUsers: 15, extraShootPrice: '2.00', features: ['Client portal', 'Priority support'] },
  { name: 'Enterprise', price: '199.00', maxProjects: -1, maxUsers: -1, extraShootPrice: '0.00', features: ['Client portal', 'Dedicated support'] },
] as const;

/** A limit's stored value for "unlimited". */
export const unlimited = -1;

export const billingCycles = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof billingCycles)[number];
export const subscriptionStatuses = ['active', 'cancelled', 'expired'] as const;

export const plan = z.object({
  id: z.number().int(),
  planName: z.string(),
  name: z.string(),
  /** Per month, in the business currency. */
  price: moneyString,
  /** The business currency (ISO 4217), which every plan price is in. */
  currency: z.string(),
  /** Shoots a month the price includes (-1: unlimited). */
  max_projects: z.number().int(),
  max_users: z.number().int(),
  /** What each shoot past the included ones costs. */
  extra_shoot_price: moneyString,
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof plan>;

const limit = (field: string) => z.number({ error: `${field} must be a number` }).int({ error: `${field} must be a whole number` }).min(-1, { error: `${field} must be -1 (unlimited) or more` }).max(1_000_000);
export const updatePlanInput = updateOf({
  price: moneyInput('price'),
  max_projects: limit('max_projects'),
  max_users: limit('max_users'),
  extra_shoot_price: moneyInput('extra_shoot_price'),
  features: z
    .array(z.string({ error: 'features must be a list of text' }).trim().min(1, { error: 'features must not hold blank entries' }).max(100, { error: 'features entries must be at most 100 characters' }).regex(nulFree, nulError('features')), { error: 'features must be a list of text' })
    .max(20, { error: 'features may hold at most 20 entries' }),
});
export type UpdatePlanInput = z.infer<typeof updatePlanInput>;

export const subscription = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), companyName: z.string() }),
  plan: z.object({ id: z.number().int(), planName: z.string() }),
  planName: z.string(),
  price: moneyString,
  billingCycle: z.enum(billingCycles),
  /** Active past its end date reads as expired. */
  status: z.enum(subscriptionStatuses),
  startDate: z.string(),
  endDate: z.string(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  /**
   * What the company uses against the plan's limits (-1: unlimited): `projects` counts its shoots this
   * calendar month (by shoot date, else the day it was booked); `extra_shoots` past the included ones, and their cost.
   */
  usage: z.object({
    projects: z.number().int(),
    projects_limit: z.number().int(),
    users: z.number().int(),
    users_limit: z.number().int(),
    extra_shoots: z.number().int(),
    extra_cost: moneyString,
  }),
});
export type Subscription = z.infer<typeof subscription>;

export const createSubscriptionInput = z.object({
  company_id: idRef('company_id'),
  plan_id: idRef('plan_id'),
  billingCycle: z.enum(billingCycles, { error: 'billingCycle must be monthly or yearly' }),
  startDate: isoDay('startDate').optional(),
});
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionInput>;

/** Only cancelling is a change a subscription takes. */
export const updateSubscriptionInput = z.object({ status: z.literal('cancelled', { error: "status can only be 'cancelled'" }) });

export const subscriptionListQuery = listQuery.extend({
  status: z.enum(subscriptionStatuses, { error: 'status must be active, cancelled or expired' }).optional(),
  company_id: idValue('company_id').optional(),
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuery>;

/** Active subscriptions and what they bring in a month (yearly ones at a twelfth). */
export const subscriptionStats = z.object({ active: z.number().int(), monthly_revenue: moneyString });
export const subscriptionList = listResponse(subscription, subscriptionStats);
export type SubscriptionList = z.infer<typeof subscriptionList>;
