import ICAL from 'ical.js';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index.ts';
import { createJobRunner } from '../../src/jobs/job-runner.ts';
import { createJobsRepository } from '../../src/jobs/jobs.repository.ts';
import { createBusinessProfileRepository } from '../../src/modules/settings/business-profile.repository.ts';
import { createOrderNotificationJobs } from '../../src/modules/notifications/order-notifications.ts';
import { createOrderRecipientsRepository } from '../../src/modules/notifications/order-recipients.repository.ts';
import { useTestApp } from '../test-app.ts';
import { book, capturingMailer, get, orderStudio, post, schedule } from './order-fixtures.ts';

const mail = capturingMailer();
const ctx = useTestApp({ mailer: mail.mailer, env: { PUBLIC_URL: 'https://portal.example.test' } });

/** The feed's events as a calendar app reads them. */
async function readFeed(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url: url.replace('https://portal.example.test', '') });
  if (res.statusCode !== 200) return { status: res.statusCode, events: [] };
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, sequence: event.sequence, summary: event.summary, start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString(), status: vevent.getFirstPropertyValue('status') };
  });
  return { status: 200, events, timeZone: calendar.getFirstPropertyValue('x-wr-timezone') };
}

describe('calendar feeds', () => {
  it('carry a stable UID and a rising SEQUENCE, in UTC, and show a cancelled shoot as cancelled', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const { data } = await book(ctx.app, studio);
    await schedule(ctx.app, studio, data.id, { start: '2026-12-01T10:00', photographer_id: studio.pia.id });
    const created = await post(ctx.app, '/api/v1/calendar/feeds/', studio.pia.headers, {});
    expect(created.statusCode, created.body).toBe(201);
    const feed = created.json().data;
    expect(feed).toMatchObject({ kind: 'photographer', owner: { id: studio.pia.id, name: 'Pia Lens' }, revoked_at: null, url: expect.stringMatching(/^https:\/\/portal\.example\.test\/api\/v1\/calendar\/feeds\/[\w-]{43}\/feed\.ics$/) });

    const first = await readFeed(feed.url);
    expect(first.timeZone).toBe('Asia/Kolkata');
    expect(first.events).toEqual([{ uid: `shoot-${data.id}@portal.example.test`, sequence: 1, summary: data.projectName, start: '2026-12-01T04:30:00.000Z', end: '2026-12-01T06:45:00.000Z', status: 'CONFIRMED' }]);

    await schedule(ctx.app, studio, data.id, { start: '2026-12-03T14:00', photographer_id: studio.pia.id });
    const moved = await readFeed(feed.url);
    expect(moved.events).toMatchObject([{ uid: first.events[0]!.uid, sequence: 2, start: '2026-12-03T08:30:00.000Z' }]);

    expect((await post(ctx.app, `/api/v1/projects/${data.id}/cancel/`, studio.staff, { reason: 'Sold' })).statusCode).toBe(200);
    expect((await readFeed(feed.url)).events).toMatchObject([{ uid: first.events[0]!.uid, sequence: 3, status: 'CANCELLED' }]);

    // Listed without its secret; revoked, the URL answers 404.
    const listed = (await get(ctx.app, '/api/v1/calendar/feeds/', studio.pia.headers)).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: feed.id, prefix: feed.url.split('/').at(-2).slice(0, 8) })]);
    expect(JSON.stringify(listed)).not.toContain(feed.url.split('/').at(-2));
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/calendar/feeds/${feed.id}/`, headers: studio.pia.headers })).json().data.revoked_at).not.toBeNull();
    expect((await readFeed(feed.url)).status).toBe(404);
  });

  it("give a photographer their shoots and a company its own, and a new URL ends the old one", async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const withPia = await book(ctx.app, studio, { address: 'With Pia' });
    const withPaul = await book(ctx.app, studio, { address: 'With Paul' });
    const otherCompany = (await post(ctx.app, '/api/v1/orders/', studio.other.headers, { ...(await import('./order-fixtures.ts')).orderBody(studio), address: 'Other company' })).json().data;
    await schedule(ctx.app, studio, withPia.data.id, { start: '2026-12-01T10:00', photographer_id: studio.pia.id });
    await schedule(ctx.app, studio, withPaul.data.id, { start: '2026-12-01T10:00', photographer_id: studio.paul.id });
    await schedule(ctx.app, studio, otherCompany.id, { start: '2026-12-02T10:00', photographer_id: studio.pia.id });

    const companyFeed = (await post(ctx.app, '/api/v1/calendar/feeds/', studio.person.headers, {})).json().data;
    expect((await readFeed(companyFeed.url)).events.map((e) => e.summary)).toEqual(['Photo shoot: With Pia', 'Photo shoot: With Paul']);
    const piaFeed = (await post(ctx.app, '/api/v1/calendar/feeds/', studio.staff, { photographer_id: studio.pia.id })).json().data;
    expect((await readFeed(piaFeed.url)).events.map((e) => e.summary)).toEqual(['With Pia', 'Other company']);

    const rotated = (await post(ctx.app, '/api/v1/calendar/feeds/', studio.pia.headers, {})).json().data;
    expect((await readFeed(piaFeed.url)).status).toBe(404);
    expect((await readFeed(rotated.url)).events).toHaveLength(2);
    expect((await readFeed('/api/v1/calendar/feeds/not-a-real-token/feed.ics')).status).toBe(404);
    // A client names no photographer, a photographer no company; staff must name one.
    expect((await post(ctx.app, '/api/v1/calendar/feeds/', studio.person.headers, { photographer_id: studio.pia.id })).statusCode).toBe(403);
    expect((await post(ctx.app, '/api/v1/calendar/feeds/', studio.pia.headers, { company_id: studio.company.id })).statusCode).toBe(403);
    expect((await post(ctx.app, '/api/v1/calendar/feeds/', studio.staff, {})).statusCode).toBe(400);
  });
});

describe('the day-before reminder', () => {
  function secondInstance() {
    const handlers = createOrderNotificationJobs({ facts: createOrderRecipientsRepository(ctx.database.db), mailer: mail.mailer, publicUrl: 'https://portal.example.test', profile: () => createBusinessProfileRepository(ctx.database.db).get() });
    return createJobRunner({ jobs: createJobsRepository(ctx.database.db), handlers, logger: { info() {}, warn() {}, error() {} }, workerId: 'second' });
  }
  const dueNow = () => ctx.database.db.update(jobs).set({ runAfter: sql`now() - interval '1 minute'` }).where(eq(jobs.kind, 'notify.shoot_reminder'));

  it('goes once to the client and once to the photographer, however many instances run it, and only for the booking that stands', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const { data } = await book(ctx.app, studio);
    await schedule(ctx.app, studio, data.id, { start: '2026-12-01T10:00', photographer_id: studio.pia.id });
    // Moved: the first pair of reminders is void (an older sequence), the second stands.
    await schedule(ctx.app, studio, data.id, { start: '2026-12-02T10:00', photographer_id: studio.pia.id });
    expect(await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'notify.shoot_reminder'))).toHaveLength(4);
    await dueNow();
    mail.clear();
    const [ranA, ranB] = await Promise.all([ctx.app.background.runner.drain(['notify.shoot_reminder']), secondInstance().drain(['notify.shoot_reminder'])]);
    expect(ranA + ranB).toBe(4);
    const reminders = mail.sent.filter((m) => m.subject.startsWith('Tomorrow'));
    expect(reminders.map((m) => m.to).sort()).toEqual([studio.company.email, studio.pia.email].sort());
    expect(reminders.find((m) => m.to === studio.company.email)!.text).toContain('02-12-2026 10:00');
    // Run again: nothing is left to send.
    expect(await ctx.app.background.runner.drain(['notify.shoot_reminder'])).toBe(0);
  });

  it('does nothing for a cancelled or released shoot', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const cancelled = await book(ctx.app, studio, { address: 'Cancelled' });
    const released = await book(ctx.app, studio, { address: 'Released' });
    await schedule(ctx.app, studio, cancelled.data.id, { start: '2026-12-01T10:00', photographer_id: studio.pia.id });
    await schedule(ctx.app, studio, released.data.id, { start: '2026-12-01T14:00', photographer_id: studio.pia.id });
    await post(ctx.app, `/api/v1/projects/${cancelled.data.id}/cancel/`, studio.staff, {});
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${released.data.id}/schedule/`, headers: studio.staff });
    await dueNow();
    mail.clear();
    expect(await ctx.app.background.runner.drain(['notify.shoot_reminder'])).toBe(4);
    expect(mail.sent).toEqual([]);
  });
});
