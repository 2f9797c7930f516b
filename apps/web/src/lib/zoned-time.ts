/**
 * Times in the business's time zone. The API keeps instants in UTC; every screen shows them as
 * the studio's wall clock (an IANA zone such as 'Australia/Sydney'), whatever the viewer's own
 * zone, and reads what people type as that wall clock. Intl does the zone arithmetic, so
 * daylight-saving changes are the zone database's, never a fixed offset.
 */

const pad = (n: number) => String(n).padStart(2, '0');

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows the zone (an unknown one would throw in every format call). */
export function isKnownTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    partFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone to show times in: the business's when known, UTC otherwise (never the viewer's own). */
export const displayZone = (timeZone: string | null | undefined) => (isKnownTimeZone(timeZone) ? timeZone : 'UTC');

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** The wall clock in `timeZone` at an instant. */
export function wallTimeAt(value: string | number | Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(partFormat(timeZone).formatToParts(toDate(value)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: weekdays.indexOf(parts.weekday ?? ''),
  };
}

/** How far `timeZone` is ahead of UTC at an instant, in minutes (+600 in Sydney's winter, +660 in its summer). */
export function zoneOffsetMinutes(value: string | number | Date, timeZone: string): number {
  const date = toDate(value);
  const wall = wallTimeAt(date, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const instant = Math.floor(date.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - instant) / 60_000);
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{1,2}):(\d{2})$/;

/**
 * The instant a wall-clock date and time in `timeZone` names ('2026-04-05', '09:30'). A time the
 * clocks skip (spring forward) moves on by the gap; one they pass twice (fall back) is the first.
 * Null when the text is not a date and a time.
 */
export function instantOfWallTime(day: string, time: string, timeZone: string): Date | null {
  const d = dayPattern.exec(day.trim());
  const t = timePattern.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, date, hour, minute] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (month < 1 || month > 12 || date < 1 || date > 31 || hour > 23 || minute > 59) return null;
  const guess = Date.UTC(year, month - 1, date, hour, minute);
  const check = new Date(guess);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  // The offsets in force a day either side cover any change of offset on the day itself.
  const before = zoneOffsetMinutes(guess - 86_400_000, timeZone);
  const after = zoneOffsetMinutes(guess + 86_400_000, timeZone);
  const landing = [before, after]
    .map((offset) => guess - offset * 60_000)
    .filter((instant) => {
      const wall = wallTimeAt(instant, timeZone);
      return wall.day === date && wall.hour === hour && wall.minute === minute;
    })
    .sort((a, b) => a - b);
  // A time the clocks skip lands on neither: read it on the clock before the change.
  return new Date(landing[0] ?? guess - before * 60_000);
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
  return `${weekdays[wall.weekday]} ${formatZonedDate(value, timeZone)}, ${wallClock(value, timeZone)}`;
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
