import { z } from 'zod';
import { calendarAnswer, calendarFeed, calendarFeedParams, calendarQuery, createCalendarFeedInput, createdCalendarFeed, scheduleCheck, scheduleProjectInput, unscheduledOrderList } from '../calendar.ts';
import { dataResponse } from '../envelope.ts';
import { idParam, listQuery } from '../list.ts';
import { project } from '../projects.ts';
import { schedulingSettings } from '../settings.ts';
import { defineSchemas } from './define.ts';
import type { calendarRoutes } from './routes/calendar.ts';

const tag = 'calendar';
const errors = [400, 401, 403, 404, 409] as const;

/** A booked shoot, with what the working day says of its time (saved all the same). */
export const scheduleProjectResponse = z.object({ success: z.literal(true), message: z.string(), data: project, warnings: z.array(z.string()) });
export type ScheduleProjectResponse = z.infer<typeof scheduleProjectResponse>;

export const calendarSchemas = defineSchemas<typeof calendarRoutes>()({
  getCalendar: { tag, summary: 'Booked shoots in a range: staff every one, a photographer their own, a client its company\'s', query: calendarQuery, responses: { 200: calendarAnswer }, errors },
  getSchedulingSettings: { tag, summary: 'The business time zone, working hours and cancellation cut-off', responses: { 200: dataResponse(schedulingSettings) }, errors },
  listUnscheduledOrders: { tag, summary: 'Orders waiting for a time, oldest first', query: listQuery, responses: { 200: unscheduledOrderList }, errors },
  scheduleProject: {
    tag,
    summary: 'Book (or move) a shoot: start, duration and photographer; 409 naming the other shoot when the photographer is booked then',
    params: idParam,
    body: scheduleProjectInput,
    responses: { 200: scheduleProjectResponse },
    errors,
  },
  checkSchedule: { tag, summary: 'What booking this slot would meet (overlaps, working hours), without booking it', params: idParam, body: scheduleProjectInput, responses: { 200: dataResponse(scheduleCheck) }, errors },
  unscheduleProject: { tag, summary: "Release a shoot's time: it goes back to the unscheduled orders", params: idParam, responses: { 200: dataResponse(project) }, errors },
  listCalendarFeeds: { tag, summary: 'The private iCalendar feeds in your scope (never their URLs)', responses: { 200: dataResponse(z.array(calendarFeed)) }, errors },
  createCalendarFeed: { tag, summary: 'A new feed URL for a photographer or a client company, shown once; the previous one stops working', body: createCalendarFeedInput, responses: { 201: dataResponse(createdCalendarFeed) }, errors },
  revokeCalendarFeed: { tag, summary: 'Revoke a feed: its URL answers 404 from now on', params: idParam, responses: { 200: dataResponse(calendarFeed) }, errors },
  followCalendarFeed: { tag, summary: 'The feed as iCalendar (text/calendar), for calendar apps', params: calendarFeedParams, responses: { 200: z.any().describe('the iCalendar text') }, errors: [404] },
});
