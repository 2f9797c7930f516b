import { describe, expect, it } from 'vitest';
import { changeDeadline, clientMayChange, formatShootTime, isDateTimeText, isTimeZone, orderStage, parseDateTime, wallTimeIn, workingHoursWarnings, zonedTimeToUtc } from './scheduling.ts';

describe('business times', () => {
  it('reads a wall-clock time in the business zone at the offset of that day, across daylight-saving changes', () => {
    // Sydney leaves daylight saving on Sunday 4 April 2027 (UTC+11 before, UTC+10 after).
    expect(parseDateTime('2027-04-03T10:00', 'Australia/Sydney')!.toISOString()).toBe('2027-04-02T23:00:00.000Z');
    expect(parseDateTime('2027-04-05T10:00', 'Australia/Sydney')!.toISOString()).toBe('2027-04-05T00:00:00.000Z');
    // London moves to summer time on Sunday 28 March 2027.
    expect(parseDateTime('2027-03-27T10:00', 'Europe/London')!.toISOString()).toBe('2027-03-27T10:00:00.000Z');
    expect(parseDateTime('2027-03-29T10:00', 'Europe/London')!.toISOString()).toBe('2027-03-29T09:00:00.000Z');
    expect(formatShootTime('2027-04-05T00:00:00.000Z', 'Australia/Sydney')).toBe('05-04-2027 10:00');
  });

  it('takes the first of a time the clocks pass twice, and moves a skipped time on by the gap, in either hemisphere', () => {
    // 02:30 on 5 April 2026 happens in Sydney in AEDT and again in AEST; 01:30 on 1 November in New York in EDT and EST.
    expect(zonedTimeToUtc({ year: 2026, month: 4, day: 5, hour: 2, minute: 30 }, 'Australia/Sydney').toISOString()).toBe('2026-04-04T15:30:00.000Z');
    expect(zonedTimeToUtc({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // 02:30 never happens on 4 October in Sydney nor on 8 March in New York: both read as 03:30 of the new offset.
    const sydney = zonedTimeToUtc({ year: 2026, month: 10, day: 4, hour: 2, minute: 30 }, 'Australia/Sydney');
    expect(wallTimeIn(sydney, 'Australia/Sydney')).toMatchObject({ day: 4, hour: 3, minute: 30 });
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('takes an explicit offset as it is and refuses what is no date-time', () => {
    expect(parseDateTime('2027-04-03T10:00:00+05:30', 'Australia/Sydney')!.toISOString()).toBe('2027-04-03T04:30:00.000Z');
    for (const bad of ['2027-02-30T10:00', '2027-13-01T10:00', 'tomorrow', '2027-04-03', '2027-04-03T24:00', '2027-04-03T10:00+15:00']) expect(isDateTimeText(bad), bad).toBe(false);
    expect(isTimeZone('Australia/Sydney')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('warns of a day off and of times outside the working day, in business time', () => {
    const hours = { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] };
    expect(workingHoursWarnings(parseDateTime('2027-04-05T09:00', 'Australia/Sydney')!, 60, hours, 'Australia/Sydney')).toEqual([]);
    expect(workingHoursWarnings(parseDateTime('2027-04-04T07:30', 'Australia/Sydney')!, 660, hours, 'Australia/Sydney')).toEqual([
      'Sunday is not a working day.',
      'Starts at 07:30, before the working day begins (08:00).',
      'Ends at 18:30, after the working day ends (18:00).',
    ]);
  });
});

describe('order stages and the cut-off', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('follows the order from requested to delivered', () => {
    expect(orderStage({ status: 'pending', scheduled_start: null, duration_minutes: null }, now)).toBe('requested');
    expect(orderStage({ status: 'pending', scheduled_start: '2026-11-23T00:00:00Z', duration_minutes: 60 }, now)).toBe('scheduled');
    expect(orderStage({ status: 'pending', scheduled_start: '2026-11-22T09:30:00Z', duration_minutes: 60 }, now)).toBe('scheduled');
    expect(orderStage({ status: 'pending', scheduled_start: '2026-11-21T09:00:00Z', duration_minutes: 60 }, now)).toBe('shot');
    expect(orderStage({ status: 'review', scheduled_start: '2026-11-21T09:00:00Z', duration_minutes: 60 }, now)).toBe('editing');
    expect(orderStage({ status: 'completed', scheduled_start: '2026-11-21T09:00:00Z', duration_minutes: 60 }, now)).toBe('delivered');
    expect(orderStage({ status: 'cancelled', scheduled_start: null, duration_minutes: null }, now)).toBe('cancelled');
  });

  it('lets a client change an open order until the cut-off before its time, or before its first preferred window', () => {
    const booked = { status: 'pending', scheduled_start: '2026-11-23T10:00:00Z' };
    expect(changeDeadline(booked, 24)!.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(clientMayChange(booked, 24, now)).toBe(true);
    expect(clientMayChange(booked, 24, new Date(now.getTime() + 1000))).toBe(false);
    const requested = { status: 'pending', scheduled_start: null, preferred_windows: [{ start: '2026-11-30T00:00:00Z' }, { start: '2026-11-22T20:00:00Z' }] };
    expect(clientMayChange(requested, 24, now)).toBe(false);
    expect(clientMayChange(requested, 6, now)).toBe(true);
    expect(clientMayChange({ status: 'cancelled', scheduled_start: null }, 24, now)).toBe(false);
  });
});
