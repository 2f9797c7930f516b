import type { CalendarOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { CalendarService } from './calendar.service.ts';
import type { ScheduleService } from './schedule.service.ts';

/** The calendar, bookings and feeds. */
export const calendarHandlers = (calendar: CalendarService, schedule: ScheduleService): OperationHandlers<CalendarOperationName> => ({
  getCalendar: async (request) => ({ success: true, ...(await calendar.range(actorOf(request), request.query)) }),
  getSchedulingSettings: async (request) => ({ success: true, data: await calendar.settings(actorOf(request)) }),
  listUnscheduledOrders: async (request) => ({ success: true, ...(await calendar.unscheduled(actorOf(request), request.query)) }),
  scheduleProject: async (request) => ({ success: true, ...(await schedule.schedule(actorOf(request), request.params.id, request.body)) }),
  checkSchedule: async (request) => ({ success: true, data: await schedule.check(actorOf(request), request.params.id, request.body) }),
  unscheduleProject: async (request) => ({ success: true, message: 'The booked time is released.', data: await schedule.unschedule(actorOf(request), request.params.id) }),
  listCalendarFeeds: async (request) => ({ success: true, data: await calendar.listFeeds(actorOf(request)) }),
  createCalendarFeed: async (request) => ({
    success: true,
    message: 'Copy this address into your calendar app now: it will not be shown again.',
    data: await calendar.createFeed(actorOf(request), request.body),
  }),
  revokeCalendarFeed: async (request) => ({ success: true, message: 'Calendar feed revoked.', data: await calendar.revokeFeed(actorOf(request), request.params.id) }),
  followCalendarFeed: async (request, reply) => {
    const ics = await calendar.follow(request.params.token);
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(ics);
  },
});
