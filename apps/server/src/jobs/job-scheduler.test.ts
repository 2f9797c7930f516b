import { describe, expect, it } from 'vitest';
import { nextRunAfter } from './job-scheduler.ts';

describe('nextRunAfter', () => {
  it('reads a pattern without a zone in UTC, whatever the machine’s zone', () => {
    expect(nextRunAfter({ cron: '17 3 * * *' }, new Date('2026-03-29T00:30:00Z')).toISOString()).toBe('2026-03-29T03:17:00.000Z');
    expect(nextRunAfter({ cron: '17 3 * * *' }, new Date('2026-03-29T03:17:00Z')).toISOString()).toBe('2026-03-30T03:17:00.000Z');
    expect(nextRunAfter({ cron: '*/10 * * * *' }, new Date('2026-10-25T00:59:59Z')).toISOString()).toBe('2026-10-25T01:00:00.000Z');
  });

  it('reads a pattern with a zone in that zone, its daylight saving included', () => {
    // 9:00 in Sydney: 22:00 UTC the day before in summer time (UTC+11), 23:00 once it ends on 5 April 2026 (UTC+10).
    expect(nextRunAfter({ cron: '0 9 * * *', timezone: 'Australia/Sydney' }, new Date('2026-04-03T12:00:00Z')).toISOString()).toBe('2026-04-03T22:00:00.000Z');
    expect(nextRunAfter({ cron: '0 9 * * *', timezone: 'Australia/Sydney' }, new Date('2026-04-05T12:00:00Z')).toISOString()).toBe('2026-04-05T23:00:00.000Z');
  });

  it('refuses a pattern that is not one', () => {
    expect(() => nextRunAfter({ cron: '61 * * * *' }, new Date())).toThrow();
    expect(() => nextRunAfter({ cron: '0 0 31 2 *' }, new Date())).toThrow();
  });
});
