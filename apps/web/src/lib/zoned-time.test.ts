import { describe, expect, it } from 'vitest';
import { displayZone, formatDuration, formatZonedDateTime, instantOfWallTime, minutesOfDay, wallClock, wallDay, zoneOffsetMinutes } from './zoned-time';

const sydney = 'Australia/Sydney';

describe('times in the business time zone', () => {
  it('shows a UTC instant on the business wall clock, on either side of a daylight-saving change', () => {
    // Sydney leaves daylight saving on 5 April 2026 (03:00 AEDT becomes 02:00 AEST).
    expect(formatZonedDateTime('2026-04-03T23:00:00Z', sydney)).toBe('Sat 04-04-2026, 10:00');
    expect(formatZonedDateTime('2026-04-06T00:00:00Z', sydney)).toBe('Mon 06-04-2026, 10:00');
    expect(zoneOffsetMinutes('2026-04-03T23:00:00Z', sydney)).toBe(660);
    expect(zoneOffsetMinutes('2026-04-06T00:00:00Z', sydney)).toBe(600);
  });

  it('reads a typed date and time as the business wall clock, whatever the offset that day', () => {
    expect(instantOfWallTime('2026-04-04', '10:00', sydney)?.toISOString()).toBe('2026-04-03T23:00:00.000Z');
    expect(instantOfWallTime('2026-04-06', '10:00', sydney)?.toISOString()).toBe('2026-04-06T00:00:00.000Z');
    expect(instantOfWallTime('2026-07-01', '09:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(instantOfWallTime('2026-03-08', '12:00', 'America/New_York')?.toISOString()).toBe('2026-03-08T16:00:00.000Z');
  });

  it('takes the first of a time the clocks pass twice, and moves a skipped time on by the gap', () => {
    // 02:30 on 5 April 2026 happens in AEDT and again in AEST.
    expect(instantOfWallTime('2026-04-05', '02:30', sydney)?.toISOString()).toBe('2026-04-04T15:30:00.000Z');
    // 02:30 on 4 October 2026 never happens in Sydney: it reads as 03:30 AEDT.
    const skipped = instantOfWallTime('2026-10-04', '02:30', sydney)!;
    expect(wallClock(skipped, sydney)).toBe('03:30');
  });

  it('refuses text that is not a date and a time', () => {
    expect(instantOfWallTime('2026-02-30', '10:00', sydney)).toBeNull();
    expect(instantOfWallTime('tomorrow', '10:00', sydney)).toBeNull();
    expect(instantOfWallTime('2026-02-10', '25:00', sydney)).toBeNull();
  });

  it('gives the day and minutes of the wall clock, and falls back to UTC for an unknown zone', () => {
    expect(wallDay('2026-01-31T14:00:00Z', sydney)).toBe('2026-02-01');
    expect(minutesOfDay('2026-01-31T22:30:00Z', sydney)).toBe(9 * 60 + 30);
    expect(displayZone('Mars/Olympus')).toBe('UTC');
    expect(displayZone(sydney)).toBe(sydney);
  });

  it('words durations', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
  });
});
