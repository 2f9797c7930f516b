import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** One shoot as a calendar event. */
export interface IcsShoot {
  projectId: number;
  title: string;
  start: Date;
  durationMinutes: number;
  /** The shoot's schedule sequence: rises with every change, so calendar apps take the newest. */
  sequence: number;
  cancelled: boolean;
  location: string;
  description: string;
}

/** The event's UID: the same for a shoot however often it moves, so apps update it in place. */
export const shootUid = (projectId: number, host: string) => `shoot-${projectId}@${host}`;

/**
 * An iCalendar document of shoots: times in UTC, the business time zone named for apps that show
 * it (X-WR-TIMEZONE), each event with its stable UID, its SEQUENCE, and STATUS:CANCELLED once cancelled.
 */
export function shootCalendar(shoots: IcsShoot[], options: { name: string; timeZone: string; host: string; stamp: Date; method?: 'publish' }): string {
  const calendar = ical({ name: options.name, prodId: { company: 'Portal', product: 'Shoot calendar', language: 'EN' } });
  if (options.method) calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.x('X-WR-TIMEZONE', options.timeZone);
  for (const shoot of shoots) {
    calendar.createEvent({
      id: shootUid(shoot.projectId, options.host),
      sequence: shoot.sequence,
      start: shoot.start,
      end: new Date(shoot.start.getTime() + shoot.durationMinutes * 60_000),
      stamp: options.stamp,
      summary: shoot.title,
      location: shoot.location,
      description: shoot.description,
      status: shoot.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
