import { describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.ts';
import { businessRowVersions } from '../access/access-fixture.ts';
import { useTestApp } from '../test-app.ts';
import { book, capturingMailer, get, orderStudio, post, schedule } from './order-fixtures.ts';

const mail = capturingMailer();
const ctx = useTestApp({ mailer: mail.mailer });
const hour = 3_600_000;

/** A shoot booked 30 hours after the test clock (which a test may have moved on). */
async function bookedShoot() {
  const studio = await orderStudio(ctx.app, ctx.database.db);
  const { data } = await book(ctx.app, studio);
  const start = new Date(ctx.clock.now().getTime() + 30 * hour);
  expect((await schedule(ctx.app, studio, data.id, { start: start.toISOString(), photographer_id: studio.pia.id })).statusCode).toBe(200);
  return { studio, id: data.id, start };
}

describe("a client's changes before the cut-off", () => {
  it('cancels its own shoot until 24 hours before it; then "Please contact the studio", while staff still may', async () => {
    const { studio, id, start } = await bookedShoot();
    await ctx.database.db.insert(webhookEndpoints).values({ url: 'http://127.0.0.1:9/hooks', events: ['order.cancelled', 'project.status_changed'], secret: 'sealed' });
    expect((await get(ctx.app, `/api/v1/projects/${id}/`, studio.person.headers)).json().data).toMatchObject({ can_change: true, change_deadline: new Date(start.getTime() - 24 * hour).toISOString() });

    ctx.clock.advance(6 * hour + 1000); // past the deadline, 23 hours before the shoot
    const project = (await get(ctx.app, `/api/v1/projects/${id}/`, studio.person.headers)).json().data;
    expect(project.can_change).toBe(false);
    const before = await businessRowVersions(ctx.database.db);
    const late = await post(ctx.app, `/api/v1/projects/${id}/cancel/`, studio.person.headers, {});
    expect([late.statusCode, late.json().message]).toEqual([403, 'Please contact the studio: changes close 24 hours before the shoot.']);
    const lateMove = await post(ctx.app, `/api/v1/projects/${id}/reschedule/`, studio.person.headers, { preferred_windows: [{ start: '2026-12-05T09:00', end: '2026-12-05T12:00' }] });
    expect(lateMove.statusCode).toBe(403);
    expect(await businessRowVersions(ctx.database.db)).toBe(before);

    const byStaff = await post(ctx.app, `/api/v1/projects/${id}/cancel/`, studio.staff, { reason: 'Vendor withdrew' });
    expect(byStaff.json().data).toMatchObject({ status: 'cancelled', order_stage: 'cancelled', order: { cancel_reason: 'Vendor withdrew' } });
    expect((await ctx.database.db.select({ type: webhookDeliveries.eventType }).from(webhookDeliveries).orderBy(webhookDeliveries.id)).map((d) => d.type)).toEqual(['project.status_changed', 'order.cancelled']);
    expect((await post(ctx.app, `/api/v1/projects/${id}/cancel/`, studio.staff, {})).statusCode).toBe(409);
  });

  it('follows the business cut-off setting', async () => {
    const { studio, id, start } = await bookedShoot();
    await post(ctx.app, '/api/v1/settings/business/', studio.owner, { name: 'Lens & Light', cancel_cutoff_hours: 48 });
    const deadline48 = { can_change: false, change_deadline: new Date(start.getTime() - 48 * hour).toISOString() };
    expect((await get(ctx.app, `/api/v1/projects/${id}/`, studio.company.headers)).json().data).toMatchObject(deadline48);
    expect((await get(ctx.app, '/api/v1/projects/', studio.company.headers)).json().data.find((p: { id: number }) => p.id === id)).toMatchObject(deadline48);
    const refused = await post(ctx.app, `/api/v1/projects/${id}/cancel/`, studio.company.headers, {});
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Please contact the studio: changes close 48 hours before the shoot.']);
    await post(ctx.app, '/api/v1/settings/business/', studio.owner, { name: 'Lens & Light', cancel_cutoff_hours: 12 });
    const deadline12 = { can_change: true, change_deadline: new Date(start.getTime() - 12 * hour).toISOString() };
    expect((await get(ctx.app, `/api/v1/projects/${id}/`, studio.company.headers)).json().data).toMatchObject(deadline12);
    expect((await get(ctx.app, '/api/v1/projects/', studio.company.headers)).json().data.find((p: { id: number }) => p.id === id)).toMatchObject(deadline12);
    const cancelled = await post(ctx.app, `/api/v1/projects/${id}/cancel/`, studio.company.headers, { reason: 'Sold before the shoot' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await ctx.app.background.runner.drain(['notify.order']);
    expect(mail.sent.filter((m) => m.subject.includes('cancelled')).map((m) => m.to).sort()).toEqual(expect.arrayContaining([studio.company.email, studio.pia.email]));
  });

  it('asks to move a booked shoot: the time is released and the new windows wait on the unscheduled list', async () => {
    const { studio, id } = await bookedShoot();
    const res = await post(ctx.app, `/api/v1/projects/${id}/reschedule/`, studio.person.headers, { preferred_windows: [{ start: '2026-12-05T09:00:00Z', end: '2026-12-05T12:00:00Z' }], note: 'Vendor away' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ scheduled_start: null, photographer: null, order_stage: 'requested', order: { preferred_windows: [{ start: '2026-12-05T09:00:00.000Z', end: '2026-12-05T12:00:00.000Z' }] } });
    const waiting = (await get(ctx.app, '/api/v1/calendar/unscheduled/', studio.staff)).json();
    expect(waiting).toMatchObject({ data: [{ project_id: id, preferred_windows: [{ start: '2026-12-05T09:00:00.000Z' }], duration_minutes: 135 }], stats: { total: 1 } });
    const bad = await post(ctx.app, `/api/v1/projects/${id}/reschedule/`, studio.person.headers, { preferred_windows: [{ start: '2026-12-05T12:00:00Z', end: '2026-12-05T09:00:00Z' }] });
    expect([bad.statusCode, bad.json().errors[0].field]).toEqual([400, 'preferred_windows.0.end']);
  });

  it("answers 404 for another company's shoot and 403 to those who may not cancel", async () => {
    const { studio, id } = await bookedShoot();
    expect((await post(ctx.app, `/api/v1/projects/${id}/cancel/`, studio.other.headers, {})).statusCode).toBe(404);
    expect((await post(ctx.app, `/api/v1/projects/${id}/reschedule/`, studio.other.headers, { preferred_windows: [{ start: '2026-12-05T09:00', end: '2026-12-05T12:00' }] })).statusCode).toBe(404);
    expect((await post(ctx.app, `/api/v1/projects/${id}/cancel/`, studio.pia.headers, {})).statusCode).toBe(403);
  });
});
