import { defineRoutes } from '../define.ts';

const read = { permission: 'calendar.read' } as const;
const schedule = { permission: 'schedule.manage', target: 'project' } as const;

/** The shoot calendar (scoped by role), booking a time and a photographer, and the private iCalendar feeds. */
export const calendarRoutes = defineRoutes({
  getCalendar: { method: 'GET', path: '/api/v1/calendar/', access: read },
  getSchedulingSettings: { method: 'GET', path: '/api/v1/calendar/settings/', access: { permission: 'session.read' } },
  listUnscheduledOrders: { method: 'GET', path: '/api/v1/calendar/unscheduled/', access: { permission: 'schedule.manage' } },
  scheduleProject: { method: 'POST', path: '/api/v1/projects/:id/schedule/', access: schedule },
  checkSchedule: { method: 'POST', path: '/api/v1/projects/:id/schedule/check/', access: schedule },
  unscheduleProject: { method: 'DELETE', path: '/api/v1/projects/:id/schedule/', access: schedule },
  listCalendarFeeds: { method: 'GET', path: '/api/v1/calendar/feeds/', access: read },
  createCalendarFeed: { method: 'POST', path: '/api/v1/calendar/feeds/', access: read },
  revokeCalendarFeed: { method: 'DELETE', path: '/api/v1/calendar/feeds/:id/', access: { permission: 'calendar.read', target: 'calendarFeed' } },
  // Calendar apps fetch it without a header: the token in the path is the key.
  followCalendarFeed: { method: 'GET', path: '/api/v1/calendar/feeds/:token/feed.ics', access: { public: true }, file: 'text/calendar' },
});
export type CalendarOperationName = keyof typeof calendarRoutes;
