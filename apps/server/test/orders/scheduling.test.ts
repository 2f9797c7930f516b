import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, projects, webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.ts';
import { businessRowVersions } from '../access/access-fixture.ts';
import { useTestApp } from '../test-app.ts';
import { book, capturingMailer, get, orderStudio, post, schedule } from './order-fixtures.ts';

const mail = capturingMailer();
const ctx = useTestApp({ mailer: mail.mailer });

const setZone = (headers: { authorization: string }, time_zone: string, extra: object = {}) => post(ctx.app, '/api/v1/settings/business/', headers, { name: 'Lens & Light', time_zone, ...extra });

describe('scheduling a shoot', () => {
  it('books a time (business time, stored in UTC) and a photographer; the client sees Scheduled and the first name', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    await ctx.database.db.insert(webhookEndpoints).values({ url: 'http://127.0.0.1:9/hooks', events: ['project.scheduled', 'project.rescheduled'], secret: 'sealed' });
    const { data } = await book(ctx.app, studio);
    const res = await schedule(ctx.app, studio, data.id, { start: '2026-12-01T10:00', photographer_id: studio.pia.id });
    expect(res.statusCode, res.body).toBe(200);
    // Asia/Kolkata (UTC+5:30) by default; the duration is the sum of the services' (90 + 30 + 15).
    expect(res.json()).toMatchObject({ warnings: [], data: { scheduled_start: '2026-12-01T04:30:00.000Z', scheduled_end: '2026-12-01T06:45:00.000Z', duration_minutes: 135, photographer: { id: studio.pia.id, username: 'Pia Lens', first_name: 'Pia' } } });

    const client = (await get(ctx.app, `/api/v1/projects/${data.id}/`, studio.person.headers)).json().data;
    expect(client).toMatchObject({ order_stage: 'scheduled', photographer: { first_name: 'Pia' } });
    expect(client.photographer).toEqual({ first_name: 'Pia' });
    expect(await ctx.database.db.select({ type: webhookDeliveries.eventType }).from(webhookDeliveries)).toEqual([{ type: 'project.scheduled' }]);

    // The client and the photographer get the booking with a calendar file; the reminders wait for the day before.
    mail.clear();
    await ctx.app.background.runner.drain(['notify.order']);
    const booked = mail.sent.filter((m) => /booked|New shoot/.test(m.subject));
    expect(booked.map((m) => m.to).sort()).toEqual([studio.company.email, studio.pia.email].sort());
    for (const m of booked) expect(m.attachments?.[0]).toMatchObject({ filename: 'shoot.ics', content: expect.stringContaining('BEGIN:VEVENT') });
    expect(booked.find((m) => m.to === studio.pia.email)!.text).toContain('Lockbox 4321');
    const reminders = await ctx.database.db.select({ runAfter: jobs.runAfter, payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'notify.shoot_reminder'));
    expect(reminders.map((r) => r.runAfter.toISOString())).toEqual(['2026-11-30T04:30:00.000Z', '2026-11-30T04:30:00.000Z']);
  });

  it('answers 409 naming the other shoot when the photographer is already booked, and writes nothing', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const first = await book(ctx.app, studio, { address: '1 First St' });
    const second = await book(ctx.app, studio, { address: '2 Second St' });
    expect((await schedule(ctx.app, studio, first.data.id, { start: '2026-12-01T10:00', duration_minutes: 120, photographer_id: studio.pia.id })).statusCode).toBe(200);
    const before = await businessRowVersions(ctx.database.db);
    const clash = await schedule(ctx.app, studio, second.data.id, { start: '2026-12-01T11:30', photographer_id: studio.pia.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Photographer Pia Lens is booked for 1 First St from 01-12-2026 10:00 to 01-12-2026 12:00.');
    expect(await businessRowVersions(ctx.database.db)).toBe(before);
    // Back to back is no overlap; another photographer at the same time is free.
    expect((await schedule(ctx.app, studio, second.data.id, { start: '2026-12-01T12:00', photographer_id: studio.pia.id })).statusCode).toBe(200);
    expect((await schedule(ctx.app, studio, second.data.id, { start: '2026-12-01T11:00', photographer_id: studio.paul.id })).statusCode).toBe(200);
  });

  it('checks a slot before saving: overlaps and the working day, without writing', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    await setZone(studio.owner, 'Australia/Sydney', { working_hours: { start: '08:00', end: '17:00', days: [1, 2, 3, 4, 5] } });
    const first = await book(ctx.app, studio, { address: '1 First St' });
    const second = await book(ctx.app, studio, { address: '2 Second St' });
    await schedule(ctx.app, studio, first.data.id, { start: '2026-12-06T07:00', duration_minutes: 60, photographer_id: studio.pia.id });
    const before = await businessRowVersions(ctx.database.db);
    // Sunday 6 December 2026, 07:30 in Sydney.
    const check = await post(ctx.app, `/api/v1/projects/${second.data.id}/schedule/check/`, studio.staff, { start: '2026-12-06T07:30', duration_minutes: 60, photographer_id: studio.pia.id });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({
      start: '2026-12-05T20:30:00.000Z',
      conflicts: [{ project_id: first.data.id, message: 'Photographer Pia Lens is booked for 1 First St from 06-12-2026 07:00 to 06-12-2026 08:00.' }],
      warnings: ['Sunday is not a working day.', 'Starts at 07:30, before the working day begins (08:00).'],
    });
    expect(await businessRowVersions(ctx.database.db)).toBe(before);
    // Saved all the same when there is no overlap: the warnings come back with it.
    const saved = await schedule(ctx.app, studio, second.data.id, { start: '2026-12-06T16:30', duration_minutes: 60, photographer_id: studio.paul.id });
    expect(saved.json().warnings).toEqual(['Sunday is not a working day.', 'Ends at 17:30, after the working day ends (17:00).']);
  });

  it('keeps 10:00 business time on both sides of a daylight-saving change', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    await setZone(studio.owner, 'Australia/Sydney');
    const before = await book(ctx.app, studio, { address: 'Before DST ends', preferred_windows: [{ start: '2027-04-01T09:00', end: '2027-04-01T12:00' }] });
    const after = await book(ctx.app, studio, { address: 'After DST ends', preferred_windows: [{ start: '2027-04-01T09:00', end: '2027-04-01T12:00' }] });
    const a = await schedule(ctx.app, studio, before.data.id, { start: '2027-04-03T10:00', photographer_id: studio.pia.id });
    const b = await schedule(ctx.app, studio, after.data.id, { start: '2027-04-05T10:00', photographer_id: studio.pia.id });
    expect(a.json().data.scheduled_start).toBe('2027-04-02T23:00:00.000Z'); // UTC+11
    expect(b.json().data.scheduled_start).toBe('2027-04-05T00:00:00.000Z'); // UTC+10
    const calendar = (await get(ctx.app, '/api/v1/calendar/?from=2027-04-03&to=2027-04-06', studio.staff)).json();
    expect(calendar.time_zone).toBe('Australia/Sydney');
    expect(calendar.data.map((event: { title: string; start: string }) => [event.title, event.start])).toEqual([
      ['Before DST ends', '2027-04-02T23:00:00.000Z'],
      ['After DST ends', '2027-04-05T00:00:00.000Z'],
    ]);
    // The range starts at midnight Sydney time: 3 April 00:00 is 2 April 13:00 UTC.
    expect((await get(ctx.app, '/api/v1/calendar/?from=2027-04-04&to=2027-04-06', studio.staff)).json().data).toHaveLength(1);
  });

  it('refuses a past start, someone who is no photographer and a cancelled shoot, with the field named', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const { data } = await book(ctx.app, studio);
    const past = await schedule(ctx.app, studio, data.id, { start: '2026-11-22T09:00:00Z', photographer_id: studio.pia.id });
    expect([past.statusCode, past.json().message]).toEqual([400, 'start: must be in the future']);
    const notPhotographer = await schedule(ctx.app, studio, data.id, { start: '2026-12-01T10:00', photographer_id: 999999 });
    expect([notPhotographer.statusCode, notPhotographer.json().errors[0].field]).toEqual([400, 'photographer_id']);
    expect((await post(ctx.app, `/api/v1/projects/${data.id}/cancel/`, studio.staff, {})).statusCode).toBe(200);
    expect((await schedule(ctx.app, studio, data.id, { start: '2026-12-01T10:00', photographer_id: studio.pia.id })).statusCode).toBe(409);
  });

  it('moves a booking with a rising sequence, and releases it back to the unscheduled list', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const { data } = await book(ctx.app, studio);
    const waiting = async () => (await get(ctx.app, '/api/v1/calendar/unscheduled/', studio.staff)).json().data.map((o: { project_id: number }) => o.project_id);
    expect(await waiting()).toEqual([data.id]);
    await schedule(ctx.app, studio, data.id, { start: '2026-12-01T10:00', photographer_id: studio.pia.id });
    expect(await waiting()).toEqual([]);
    const moved = await schedule(ctx.app, studio, data.id, { start: '2026-12-02T10:00', photographer_id: studio.paul.id });
    expect(moved.json().data.photographer.id).toBe(studio.paul.id);
    const [row] = await ctx.database.db.select({ sequence: projects.scheduleSequence }).from(projects).where(eq(projects.id, data.id));
    expect(row!.sequence).toBe(2);
    const released = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${data.id}/schedule/`, headers: studio.staff });
    expect(released.json().data).toMatchObject({ scheduled_start: null, photographer: null, order_stage: 'requested' });
    expect(await waiting()).toEqual([data.id]);
    const queued = await ctx.database.db.select({ payload: jobs.payload }).from(jobs).where(and(eq(jobs.kind, 'notify.order')));
    expect(queued.map((j) => (j.payload as { event: string; audience: string }).event + ':' + (j.payload as { audience: string }).audience)).toEqual(
      expect.arrayContaining(['scheduled:photographer', 'rescheduled:client', 'scheduled:photographer', 'unscheduled:photographer', 'unscheduled:client']),
    );
  });
});

describe('the calendar, by role', () => {
  it('shows staff every shoot (one photographer when asked), a photographer their own, a client its company\'s', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const mine = await book(ctx.app, studio, { address: 'Mine, with Pia' });
    const paulsShoot = await book(ctx.app, studio, { address: 'Mine, with Paul' });
    const theirs = (await post(ctx.app, '/api/v1/orders/', studio.other.headers, { ...(await import('./order-fixtures.ts')).orderBody(studio), address: 'Other company' })).json().data;
    await schedule(ctx.app, studio, mine.data.id, { start: '2026-12-01T10:00', photographer_id: studio.pia.id });
    await schedule(ctx.app, studio, paulsShoot.data.id, { start: '2026-12-01T10:00', photographer_id: studio.paul.id });
    await schedule(ctx.app, studio, theirs.id, { start: '2026-12-02T10:00', photographer_id: studio.pia.id });
    const titles = async (headers: { authorization: string }, query = '') =>
      (await get(ctx.app, `/api/v1/calendar/?from=2026-11-30&to=2026-12-07${query}`, headers)).json().data.map((e: { title: string }) => e.title);
    expect(await titles(studio.staff)).toEqual(['Mine, with Pia', 'Mine, with Paul', 'Other company']);
    expect(await titles(studio.staff, `&photographer_id=${studio.paul.id}`)).toEqual(['Mine, with Paul']);
    expect(await titles(studio.pia.headers)).toEqual(['Mine, with Pia', 'Other company']);
    expect(await titles(studio.pia.headers, `&photographer_id=${studio.paul.id}`)).toEqual([]);
    expect(await titles(studio.person.headers)).toEqual(['Mine, with Pia', 'Mine, with Paul']);
    const clientEvent = (await get(ctx.app, '/api/v1/calendar/?from=2026-11-30&to=2026-12-07', studio.person.headers)).json().data[0];
    expect(clientEvent.photographer).toEqual({ first_name: 'Pia' });
    const bad = await get(ctx.app, '/api/v1/calendar/?from=2026-12-07&to=2026-11-30', studio.staff);
    expect([bad.statusCode, bad.json().errors[0].field]).toEqual([400, 'to']);
    expect((await get(ctx.app, '/api/v1/calendar/?from=2026-01-01&to=2026-12-31', studio.staff)).statusCode).toBe(400);
  });

  it('lets a photographer open and upload to their own open shoot, with access and contact, and nothing else', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const mine = await book(ctx.app, studio, { address: 'Mine' });
    const notMine = await book(ctx.app, studio, { address: 'Not mine' });
    await schedule(ctx.app, studio, mine.data.id, { start: '2026-12-01T10:00', photographer_id: studio.pia.id });
    await schedule(ctx.app, studio, notMine.data.id, { start: '2026-12-01T10:00', photographer_id: studio.paul.id });
    const detail = await get(ctx.app, `/api/v1/projects/${mine.data.id}/`, studio.pia.headers);
    expect(detail.json().data).toMatchObject({ siteAddress: 'Mine', order: { access_notes: 'Lockbox 4321 on the side gate', listing_contact: { name: 'Lee Agent' } }, services: [{ name: 'Standard photos' }, { name: 'Drone' }, { name: 'Floor plan' }] });
    expect(detail.body).not.toContain('invoice_id');
    expect(detail.json().data.services[0].price).toBeUndefined();
    expect((await get(ctx.app, `/api/v1/projects/${notMine.data.id}/`, studio.pia.headers)).statusCode).toBe(404);
    const list = (await get(ctx.app, '/api/v1/projects/', studio.pia.headers)).json().data.map((p: { id: number }) => p.id);
    expect(list).toEqual([mine.data.id]);
    const folder = await post(ctx.app, `/api/v1/projects/${mine.data.id}/folders/`, studio.pia.headers, { folder_name: 'Raw' });
    expect(folder.statusCode, folder.body).toBe(201);
    expect((await post(ctx.app, `/api/v1/projects/${notMine.data.id}/folders/`, studio.pia.headers, { folder_name: 'Raw' })).statusCode).toBe(404);
    // Completed: the shoot leaves their hands, as an editor's does.
    expect((await post(ctx.app, `/api/v1/projects/${mine.data.id}/`, studio.staff, { projectStatus: 'completed' })).statusCode).toBe(200);
    expect((await post(ctx.app, `/api/v1/projects/${mine.data.id}/folders/`, studio.pia.headers, { folder_name: 'Late' })).statusCode).toBe(404);
    // Their calendar still shows it.
    expect((await get(ctx.app, '/api/v1/calendar/?from=2026-11-30&to=2026-12-07', studio.pia.headers)).json().data.map((e: { project_id: number }) => e.project_id)).toEqual([mine.data.id]);
  });
});
