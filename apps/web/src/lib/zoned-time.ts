/**
 * Times in the business's time zone, as the screens show and read them. The API keeps instants in
 * UTC; every screen shows them as the studio's wall clock (an IANA zone such as 'Australia/Sydney'),
 * whatever the viewer's own zone, and reads what people type as that wall clock. The zone
 * arithmetic is the contract's (`@portal/contract/scheduling`), the server's too; this file only
 * words it for the screens.
 */
import { isTimeZone, wallTimeIn, zonedTimeToUtc, zoneOffsetAt, type WallTime } from '@portal/contract/scheduling';

export type { WallTime };

const pad = (n: number) => String(n).padStart(2, '0');
/** By ISO weekday (1 Monday … 7 Sunday), as `WallTime.weekday` counts. */
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Whether the runtime knows the zone (an unknown one would throw in every format call). */
export const isKnownTimeZone = (timeZone: string | null | undefined): timeZone is string => Boolean(timeZone) && isTimeZone(timeZone!);

/** The zone to show times in: the business's when known, UTC otherwise (never the viewer's own). */
export const displayZone = (timeZone: string | null | undefined) => (isKnownTimeZone(timeZone) ? timeZone : 'UTC');

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** The wall clock in `timeZone` at an instant. */
export const wallTimeAt = (value: string | number | Date, timeZone: string): WallTime => wallTimeIn(toDate(value), timeZone);

/** How far `timeZone` is ahead of UTC at an instant, in minutes (+600 in Sydney's winter, +660 in its summer). */
export const zoneOffsetMinutes = (value: string | number | Date, timeZone: string) => Math.round(zoneOffsetAt(toDate(value).getTime(), timeZone) / 60_000);

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{1,2}):(\d{2})$/;

/**
 * The instant a wall-clock date and time in `timeZone` names ('2026-04-05', '09:30'), by the
 * contract's rule: a time the clocks skip moves on by the gap, one they pass twice is the first.
 * Null when the text is not a date and a time.
 */
export function instantOfWallTime(day: string, time: string, timeZone: string): Date | null {
  const d = dayPattern.exec(day.trim());
  const t = timePattern.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, date, hour, minute] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (month < 1 || month > 12 || date < 1 || hour > 23 || minute > 59) return null;
  if (date > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return zonedTimeToUtc({ year, month, day: date, hour, minute }, timeZone);
}

/** 'YYYY-MM-DD' of the wall clock at an instant. */
export function wallDay(value: string | number | Date, timeZone: string): string {
  const wall = wallTimeAt(value, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** 'HH:MM' (24 h) of the wall clock at an instant. */
export function wallClock(value: string | number | Date, timeZone: string): string {
  const wall = wallTimeAt(value, timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** Minutes since the wall clock's midnight. */
export function minutesOfDay(value: string | number | Date, timeZone: string): number {
  const wall = wallTimeAt(value, timeZone);
  return wall.hour * 60 + wall.minute;
}

/** Today's date in the zone, 'YYYY-MM-DD'. */
export const todayIn = (timeZone: string, now: Date = new Date()) => wallDay(now, timeZone);

/** 'DD-MM-YYYY' in the zone (the portal's date format). */
export function formatZonedDate(value: string | number | Date, timeZone: string): string {
  const wall = wallTimeAt(value, timeZone);
  return `${pad(wall.day)}-${pad(wall.month)}-${wall.year}`;
}

/** 'Mon 02-03-2026, 09:30' in the zone. */
export function formatZonedDateTime(value: string | number | Date, timeZone: string): string {
  const wall = wallTimeAt(value, timeZone);
  return `${weekdays[wall.weekday - 1]} ${formatZonedDate(value, timeZone)}, ${wallClock(value, timeZone)}`;
}

/** '09:30–11:00' in the zone. */
export const formatZonedTimeRange = (start: string | number | Date, end: string | number | Date, timeZone: string) =>
  `${wallClock(start, timeZone)}–${wallClock(end, timeZone)}`;

/** The zone's short name at an instant ('AEDT', 'GMT+5:30'), to say which clock a time is on. */
export function zoneAbbreviation(value: string | number | Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' }).formatToParts(toDate(value)).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** '1 h 30 min', '45 min', '2 h'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
