import { z } from 'zod';
import { idRef, idValue, isoDay, listResponse } from './list.ts';
import { dateTimeInput, timeWindow } from './orders.ts';
import { projectPhotographer } from './projects.ts';
import { orderStages } from './scheduling.ts';

/** The longest range one calendar call answers (a month view with the weeks around it fits). */
export const maxCalendarRangeDays = 100;
/** The longest a booked shoot may last. */
export const maxShootMinutes = 1440;

/** `from` and `to`: a date (midnight in the business time zone) or a date-time. */
const rangeBound = (field: string) => z.union([isoDay(field), dateTimeInput(field)], { error: `${field} must be a date (YYYY-MM-DD) or a date-time` });

export const calendarQuery = z.object({
  from: rangeBound('from'),
  to: rangeBound('to'),
  /** Staff only: one photographer's shoots. */
  photographer_id: idValue('photographer_id').optional(),
  /** Cancelled shoots are left out unless asked for. */
  include_cancelled: z.enum(['true', 'false'], { error: 'include_cancelled must be true or false' }).optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuery>;

/** One booked shoot on the calendar. */
export const calendarEvent = z.object({
  project_id: z.number().int(),
  title: z.string(),
  status: z.string(),
  order_stage: z.enum(orderStages),
  /** UTC ISO 8601. */
  start: z.string(),
  end: z.string(),
  duration_minutes: z.number().int(),
  photographer: projectPhotographer.nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  address: z.string(),
  services: z.array(z.string()),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

export const calendarAnswer = z.object({
  success: z.literal(true),
  data: z.array(calendarEvent),
  /** The business time zone the calendar shows times in. */
  time_zone: z.string(),
});
export type CalendarAnswer = z.infer<typeof calendarAnswer>;

/** An order waiting for a time: the side list staff drag onto the calendar. */
export const unscheduledOrder = z.object({
  project_id: z.number().int(),
  title: z.string(),
  status: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  address: z.string(),
  preferred_windows: z.array(timeWindow),
  /** The sum of its services' durations. */
  duration_minutes: z.number().int(),
  services: z.array(z.string()),
  created_at: z.string(),
});
export type UnscheduledOrder = z.infer<typeof unscheduledOrder>;
export const unscheduledOrderList = listResponse(unscheduledOrder, z.object({ total: z.number().int() }));

/** Booking a time and a photographer; the duration defaults to the sum of the shoot's services. */
export const scheduleProjectInput = z.object({
  start: dateTimeInput('start'),
  duration_minutes: z
    .number({ error: 'duration_minutes must be a whole number of minutes' })
    .int({ error: 'duration_minutes must be a whole number of minutes' })
    .min(15, { error: 'duration_minutes must be at least 15' })
    .max(maxShootMinutes, { error: `duration_minutes must be at most ${maxShootMinutes}` })
    .optional(),
  photographer_id: idRef('photographer_id'),
});
export type ScheduleProjectInput = z.infer<typeof scheduleProjectInput>;

/** Another shoot of the same photographer the slot overlaps. */
export const scheduleConflict = z.object({ project_id: z.number().int(), title: z.string(), start: z.string(), end: z.string(), message: z.string() });
/** What saving the slot would meet: overlaps (refused with 409) and working-hours warnings (saved if staff go ahead). */
export const scheduleCheck = z.object({
  start: z.string(),
  end: z.string(),
  duration_minutes: z.number().int(),
  conflicts: z.array(scheduleConflict),
  warnings: z.array(z.string()),
});
export type ScheduleCheck = z.infer<typeof scheduleCheck>;

/** Whose shoots a feed carries. */
export const calendarFeedKinds = ['photographer', 'company'] as const;

/** A private iCalendar feed: never its secret URL, only the token's first characters. */
export const calendarFeed = z.object({
  id: z.number().int(),
  kind: z.enum(calendarFeedKinds),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;
/** A new feed: its URL, shown this once (calendar apps subscribe to it). */
export const createdCalendarFeed = calendarFeed.extend({ url: z.string() });
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeed>;

/**
 * A new feed URL for a photographer or a client company (the previous one stops working). Without
 * either, the caller's own: a photographer's, or a client's company's. Staff name whose.
 */
export const createCalendarFeedInput = z
  .object({ photographer_id: idRef('photographer_id').optional(), company_id: idRef('company_id').optional() })
  .refine((v) => !(v.photographer_id && v.company_id), { error: 'company_id: name a photographer or a company, not both', path: ['company_id'] });
export type CreateCalendarFeedInput = z.infer<typeof createCalendarFeedInput>;

/** The feed's token as it appears in its URL. */
export const calendarFeedParams = z.object({
  token: z
    .string()
    .max(200, { error: 'token must be at most 200 characters' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'token must be a feed token' }),
});
