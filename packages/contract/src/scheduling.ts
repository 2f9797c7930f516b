/**
 * Shoot times: stored and sent in UTC, read and shown in the business time zone. Free of zod, so the
 * booking form, the calendar and the server share the same rules (daylight-saving changes included).
 */

/** The business time zone until the owner chooses another (IANA name). */
export const defaultTimeZone = 'Asia/Kolkata';

/** The studio's working day: local times `HH:MM`, and ISO weekdays (1 Monday … 7 Sunday). */
export interface WorkingHours {
  start: string;
  end: string;
  days: number[];
}
export const defaultWorkingHours: WorkingHours = { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5, 6] };

/** Hours before a shoot after which a client may no longer cancel or reschedule it. */
export const defaultCancelCutoffHours = 24;

/** A wall-clock time in some zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time at an instant in a zone. */
export function wallTimeIn(at: Date, timeZone: string): WallTime & { second: number } {
  const parts = formatter(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '0';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: weekdays.indexOf(get('weekday')) + 1,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (local minus UTC). */
export function zoneOffsetAt(utcMs: number, timeZone: string) {
  const wall = wallTimeIn(new Date(utcMs), timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant a wall-clock time in the zone names. A time the clocks pass twice (autumn) is the
 * first of the two; a time they skip (spring) moves on by the gap (02:30 becomes 03:30).
 */
export function zonedTimeToUtc(wall: Omit<WallTime, 'weekday'> & { second?: number }, timeZone: string): Date {
  const second = wall.second ?? 0;
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, second);
  // The offsets in force a day either side cover any change of offset on the day itself.
  const before = zoneOffsetAt(asUtc - 86_400_000, timeZone);
  const after = zoneOffsetAt(asUtc + 86_400_000, timeZone);
  const landings = [before, after]
    .map((offset) => asUtc - offset)
    .filter((instant) => {
      const landed = wallTimeIn(new Date(instant), timeZone);
      return landed.day === wall.day && landed.hour === wall.hour && landed.minute === wall.minute && landed.second === second;
    })
    .sort((a, b) => a - b);
  // A skipped time lands on neither: read it on the clock before the change.
  return new Date(landings[0] ?? asUtc - before);
}

const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Whether the text is a date-time the API takes: `YYYY-MM-DDTHH:MM[:SS]`, with `Z` or an offset, or without (business time). */
export function isDateTimeText(text: string): boolean {
  const match = dateTimePattern.exec(text);
  if (!match) return false;
  const [, y, mo, d, h, mi, s = '0', offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return false;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  if (offset && offset !== 'Z') {
    const [oh, om] = offset.slice(1).split(':').map(Number);
    if (oh! > 14 || om! > 59) return false;
  }
  return true;
}

/**
 * The instant a date-time text names: with `Z` or an offset exactly that, without one the wall-clock
 * time in the business time zone. Undefined when the text is not a date-time.
 */
export function parseDateTime(text: string, timeZone: string): Date | undefined {
  if (!isDateTimeText(text)) return undefined;
  const [, y, mo, d, h, mi, s = '0', offset] = dateTimePattern.exec(text)!;
  if (offset) return new Date(Date.parse(text));
  return zonedTimeToUtc({ year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s) }, timeZone);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `DD-MM-YYYY HH:MM` in the zone, as every screen and e-mail shows a shoot time. */
export function formatShootTime(at: Date | string, timeZone: string): string {
  const wall = wallTimeIn(typeof at === 'string' ? new Date(at) : at, timeZone);
  return `${pad(wall.day)}-${pad(wall.month)}-${wall.year} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** `HH:MM` in the zone. */
export function formatClockTime(at: Date | string, timeZone: string): string {
  const wall = wallTimeIn(typeof at === 'string' ? new Date(at) : at, timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
};

/**
 * What is wrong with a slot for the studio's working day, in words (empty when nothing is): a day
 * off, a start before the day begins, an end after it closes. Warnings only: staff may still book it.
 */
export function workingHoursWarnings(start: Date, durationMinutes: number, hours: WorkingHours, timeZone: string): string[] {
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const from = wallTimeIn(start, timeZone);
  const to = wallTimeIn(end, timeZone);
  const warnings: string[] = [];
  if (!hours.days.includes(from.weekday)) warnings.push(`${weekdayNames[from.weekday - 1]} is not a working day.`);
  if (from.hour * 60 + from.minute < minutesOf(hours.start)) warnings.push(`Starts at ${formatClockTime(start, timeZone)}, before the working day begins (${hours.start}).`);
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  const endMinutes = sameDay ? to.hour * 60 + to.minute : 24 * 60 + to.hour * 60 + to.minute;
  if (endMinutes > minutesOf(hours.end)) warnings.push(`Ends at ${formatClockTime(end, timeZone)}, after the working day ends (${hours.end}).`);
  return warnings;
}

/** Where an order stands, as its client follows it. */
export const orderStages = ['requested', 'scheduled', 'shot', 'editing', 'delivered', 'cancelled'] as const;
export type OrderStage = (typeof orderStages)[number];
export const orderStageLabels: Record<OrderStage, string> = {
  requested: 'Requested',
  scheduled: 'Scheduled',
  shot: 'Shot',
  editing: 'Editing',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * The stage from the project's status and schedule: cancelled and completed (delivered) first;
 * then editing while the studio works on it (in progress, review) once the shoot is over or when it
 * has no time (a shoot added by staff); without a time, requested; until the shoot ends, scheduled; then shot.
 */
export function orderStage(project: { status: string; scheduled_start: string | null; duration_minutes: number | null }, now: Date): OrderStage {
  if (project.status === 'cancelled') return 'cancelled';
  if (project.status === 'completed') return 'delivered';
  const working = project.status === 'in progress' || project.status === 'review';
  if (!project.scheduled_start) return working ? 'editing' : 'requested';
  const end = Date.parse(project.scheduled_start) + (project.duration_minutes ?? 0) * 60_000;
  if (now.getTime() < end) return 'scheduled';
  return working ? 'editing' : 'shot';
}

/**
 * Until when a client may cancel or reschedule: the cut-off before the shoot's start, or before the
 * earliest preferred window while no time is set; null when nothing bounds it.
 */
export function changeDeadline(project: { scheduled_start: string | null; preferred_windows?: ReadonlyArray<{ start: string }> }, cutoffHours: number): Date | null {
  const reference = project.scheduled_start ?? [...(project.preferred_windows ?? [])].map((window) => window.start).sort()[0];
  return reference ? new Date(Date.parse(reference) - cutoffHours * 3_600_000) : null;
}

/** Whether the client may still cancel or reschedule: an open order before its deadline. */
export function clientMayChange(
  project: { status: string; scheduled_start: string | null; preferred_windows?: ReadonlyArray<{ start: string }> },
  cutoffHours: number,
  now: Date,
): boolean {
  if (project.status === 'cancelled' || project.status === 'completed') return false;
  const deadline = changeDeadline(project, cutoffHours);
  return deadline === null || now.getTime() <= deadline.getTime();
}
